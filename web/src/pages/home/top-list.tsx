/** 'Top Fan-Fics': the 10 most viewed novels, ranked 1st, 2nd, 3rd, then Nth. */
import { MESSAGES, rankLabel, type Novel } from '@inkshelf/contracts';
import { authorPath, cn, NovelCover, novelPath } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { queries } from '../../api.ts';
import { HomeSection, SectionEmpty, SectionError, SectionSkeleton } from './section.tsx';
import { HOME_TEXTS } from './texts.ts';

const MEDAL = [
  'bg-warning text-background',
  'bg-muted-foreground text-background',
  'bg-primary text-primary-foreground',
];

function TopRow({ novel, rank }: { novel: Novel; rank: number }) {
  return (
    <li className="relative flex items-center gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground focus-within:ring-2 focus-within:ring-ring">
      <span
        className={cn(
          'inline-flex h-8 min-w-11 shrink-0 items-center justify-center rounded-full px-2 text-sm font-bold tabular-nums',
          MEDAL[rank - 1] ?? 'bg-secondary text-secondary-foreground',
        )}
      >
        {rankLabel(rank)}
      </span>
      <NovelCover src={novel.coverImage} alt="" className="w-10 rounded" placeholderClassName="[&_svg]:size-4" />
      <div className="min-w-0 flex-1">
        <Link to={novelPath(novel.title)} className="block truncate font-medium outline-none hover:underline">
          {novel.title}
        </Link>
        <p className="truncate text-sm text-muted-foreground">
          by{' '}
          <Link to={authorPath(novel.authorName)} className="hover:underline">
            {novel.authorName}
          </Link>
        </p>
      </div>
      <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted-foreground tabular-nums">
        <Eye aria-hidden="true" className="size-4" />
        {novel.viewCount.toLocaleString('en-US')}
        <span className="sr-only">{novel.viewCount === 1 ? 'view' : 'views'}</span>
      </span>
    </li>
  );
}

export function TopList() {
  const { data, isPending, isError } = useQuery(queries.topNovels());
  return (
    <HomeSection title={HOME_TEXTS.topTitle} viewMoreTo="/ranking">
      {isPending ? (
        <SectionSkeleton rows={5} className="h-16 w-full" />
      ) : isError && !data ? (
        <SectionError message={MESSAGES.fetchErrors.topNovels} />
      ) : data.length === 0 ? (
        <SectionEmpty title={HOME_TEXTS.topEmptyTitle} text={HOME_TEXTS.topEmptyText} />
      ) : (
        <ol aria-label={HOME_TEXTS.topTitle} className="grid grid-cols-1 gap-2">
          {data.map((novel, index) => (
            <TopRow key={novel.id} novel={novel} rank={index + 1} />
          ))}
        </ol>
      )}
    </HomeSection>
  );
}
