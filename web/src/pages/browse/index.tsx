/** /browse: every published novel as a 2-5 column card grid, loaded a page at a time with 'Load more'. */
import { CACHE_TIMES } from '@inkshelf/contracts';
import { Button, NovelCard } from '@inkshelf/reader-ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { BookOpen, LoaderCircle } from 'lucide-react';
import { api } from '../../api.ts';
import { EmptyPanel } from '../../components/list-states.tsx';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { BROWSE_PAGE_SIZE, browseErrorMessage, browseKey, mergePages, nextOffset } from './browse-list.ts';
import { BROWSE_TEXTS as T } from './texts.ts';

export default function BrowsePage() {
  const list = useInfiniteQuery({
    queryKey: browseKey,
    queryFn: ({ pageParam, signal }) =>
      api.listNovels({ query: { limit: BROWSE_PAGE_SIZE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    ...CACHE_TIMES.browse,
  });
  const novels = list.data ? mergePages(list.data.pages) : [];
  usePageMeta(pageTitle(T.heading), T.description);

  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{T.heading}</h1>
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 py-12 text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {T.loading}
        </p>
      ) : list.isError && novels.length === 0 ? (
        <div role="alert" className="grid justify-items-start gap-3 py-6">
          <p className="text-destructive">{T.error(browseErrorMessage(list.error))}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {T.tryAgain}
          </Button>
        </div>
      ) : novels.length === 0 ? (
        <EmptyPanel icon={BookOpen} title={T.emptyTitle} hint={T.emptyHint} />
      ) : (
        <>
          <ul aria-label={T.heading} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {novels.map((novel) => (
              <li key={novel.id}>
                <NovelCard novel={novel} headingLevel={2} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError && (
            <p role="alert" className="mt-6 text-center text-destructive">
              {T.error(browseErrorMessage(list.error))}
            </p>
          )}
          {list.hasNextPage && (
            <div className="mt-8 flex justify-center">
              <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? T.loadingMore : T.loadMore}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
