/** 'Latest Updates': novels with newly published chapters (the first two of each), and a Refresh button. */
import { LIMITS, MESSAGES, type LatestUpdateItem } from '@inkshelf/contracts';
import { authorPath, Button, chapterPath, NovelCover, novelPath, RelativeTime } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { queries } from '../../api.ts';
import { HomeSection, SectionEmpty, SectionError, SectionSkeleton } from './section.tsx';
import { HOME_TEXTS } from './texts.ts';

function UpdateItem({ item }: { item: LatestUpdateItem }) {
  const { novel } = item;
  const chapters = item.chapters.slice(0, LIMITS.latestUpdateChapters);
  return (
    <li className="flex gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground">
      <NovelCover
        src={novel.coverImage}
        alt=""
        className="w-12 rounded sm:w-14"
        placeholderClassName="[&_svg]:size-5"
      />
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <h3 className="truncate font-semibold">
          <Link to={novelPath(novel.title)} className="hover:underline">
            {novel.title}
          </Link>
        </h3>
        <p className="truncate text-xs text-muted-foreground">
          by{' '}
          <Link to={authorPath(item.authorUsername)} className="hover:underline">
            {item.authorUsername}
          </Link>
        </p>
        <ul aria-label={`New chapters of ${novel.title}`} className="mt-1 grid gap-1">
          {chapters.map((chapter) => (
            <li key={chapter.id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <Link
                to={chapterPath(novel.title, chapter.chapterNumber)}
                className="min-w-0 truncate text-primary hover:underline"
              >
                Chapter {chapter.chapterNumber}: {chapter.title}
              </Link>
              <RelativeTime date={chapter.publishedAt ?? chapter.createdAt} className="text-xs text-muted-foreground" />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function LatestUpdates() {
  const { data, isPending, isError, isFetching, refetch } = useQuery(
    queries.latestChapters({ query: { limit: LIMITS.homeList } }),
  );
  const refresh = (
    <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
      <RefreshCw aria-hidden="true" className={isFetching ? 'size-4 motion-safe:animate-spin' : 'size-4'} />
      {HOME_TEXTS.refresh}
    </Button>
  );
  return (
    <HomeSection title={HOME_TEXTS.updatesTitle} actions={refresh}>
      {isPending ? (
        <SectionSkeleton rows={4} className="h-24 w-full" />
      ) : isError && !data ? (
        <SectionError message={MESSAGES.fetchErrors.latestUpdates} />
      ) : data.length === 0 ? (
        <SectionEmpty title={HOME_TEXTS.updatesEmptyTitle} text={HOME_TEXTS.updatesEmptyText} />
      ) : (
        <ul aria-label={HOME_TEXTS.updatesTitle} className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-1">
          {data.map((item) => (
            <UpdateItem key={item.novel.id} item={item} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
