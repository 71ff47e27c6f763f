/** The Library page's lists (issue 19): one shelf's novels, and the follows; novels carry their 'N new' badge. */
import type { ApiError } from '@inkshelf/api-client';
import { MESSAGES, type LibraryShelf, type Novel } from '@inkshelf/contracts';
import { AvatarInitial, Button, NovelCover, Skeleton, authorPath, buttonClasses, novelPath } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { Library } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { queries } from '../../api.ts';
import { EmptyPanel, ErrorPanel } from '@inkshelf/ui/list-states';

const F = MESSAGES.follows;
const linkClasses = 'hover:underline focus-visible:underline';

export function NewBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
      {F.newChapters(count)}
    </span>
  );
}

function NovelRow({ novel, newChapters, extra }: { novel: Novel; newChapters: number; extra?: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-sm">
      <NovelCover
        src={novel.coverImage}
        alt={`Cover of ${novel.title}`}
        className="w-16 rounded"
        placeholderClassName="[&_svg]:size-6"
      />
      <div className="grid min-w-0 flex-1 grid-cols-1 content-start gap-1">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="truncate font-semibold">
            <Link to={novelPath(novel.title)} className={linkClasses}>
              {novel.title}
            </Link>
          </h2>
          <NewBadge count={newChapters} />
        </div>
        <p className="truncate text-sm text-muted-foreground">
          by{' '}
          <Link to={authorPath(novel.authorName)} className={linkClasses}>
            {novel.authorName}
          </Link>
        </p>
        {extra}
      </div>
    </li>
  );
}

function States({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: ApiError | null; refetch: () => unknown; data?: unknown[] };
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel
        title={F.libraryError}
        detail={query.error?.detail || query.error?.message}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  }
  return query.data?.length === 0 ? empty : children;
}

const browse = (
  <Link to="/browse" className={buttonClasses('default')}>
    Browse Novels
  </Link>
);

export function ShelfList({ shelf }: { shelf: LibraryShelf }) {
  const items = useQuery(queries.listLibrary({ query: { shelf } }));
  return (
    <States query={items} empty={<EmptyPanel icon={Library} title={F.libraryEmpty} action={browse} />}>
      <ul aria-label={F.libraryTitle} className="grid grid-cols-1 gap-3">
        {items.data?.map((item) => (
          <NovelRow key={item.novelId} novel={item.novel} newChapters={item.newChapters} />
        ))}
      </ul>
    </States>
  );
}

export function FollowsList() {
  const follows = useQuery(queries.listFollows());
  return (
    <States query={follows} empty={<EmptyPanel icon={Library} title={F.followsEmpty} action={browse} />}>
      <ul aria-label={F.followsTitle} className="grid grid-cols-1 gap-3">
        {follows.data?.map((follow) =>
          follow.novel ? (
            <NovelRow
              key={`novel-${follow.novel.id}`}
              novel={follow.novel}
              newChapters={follow.newChapters ?? 0}
              extra={<p className="text-xs text-muted-foreground">{F.followers(follow.followerCount)}</p>}
            />
          ) : follow.author ? (
            <li
              key={`author-${follow.author.id}`}
              className="flex items-center gap-4 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-sm"
            >
              <AvatarInitial name={follow.author.username} />
              <div className="grid min-w-0 gap-0.5">
                <h2 className="truncate font-semibold">
                  <Link to={authorPath(follow.author.username)} className={linkClasses}>
                    {follow.author.username}
                  </Link>
                </h2>
                <p className="text-xs text-muted-foreground">{F.followers(follow.followerCount)}</p>
              </div>
            </li>
          ) : null,
        )}
      </ul>
    </States>
  );
}
