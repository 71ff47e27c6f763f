/** One bookmark row: cover (or placeholder), title link, description, author and the remove button. */
import { Button, NovelCover, authorPath, novelPath } from '@inkshelf/reader-ui';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { BookmarkRow } from './bookmark-rows.ts';
import { BOOKMARK_TEXTS as T } from './texts.ts';

const linkClasses = 'hover:underline focus-visible:underline';

export function BookmarkItem({
  row,
  removing,
  onRemove,
}: {
  row: BookmarkRow;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex gap-4 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-sm">
      <NovelCover
        src={row.coverImage}
        alt={`Cover of ${row.title}`}
        className="w-16 rounded"
        placeholderClassName="[&_svg]:size-6"
      />
      <div className="grid min-w-0 flex-1 grid-cols-1 content-start gap-1">
        <h2 className="truncate font-semibold">
          {row.exists ? (
            <Link to={novelPath(row.title)} className={linkClasses}>
              {row.title}
            </Link>
          ) : (
            row.title
          )}
        </h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{row.description ?? T.noDescription}</p>
        <p className="truncate text-sm text-muted-foreground">
          {row.exists ? (
            <>
              by{' '}
              <Link to={authorPath(row.author)} className={linkClasses}>
                {row.author}
              </Link>
            </>
          ) : (
            T.by(row.author)
          )}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-destructive hover:text-destructive"
        aria-label={T.removeLabel(row.title)}
        disabled={removing}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{T.remove}</span>
      </Button>
    </li>
  );
}
