/**
 * /browse: the published novels as a card grid beside the filter panel (issue 19; choices kept in the URL, a
 * signed-in reader's saved exclusions applied when the URL names none), a page at a time with 'Load more'.
 */
import { ABOVE_THE_FOLD_COVERS, CACHE_TIMES } from '@inkshelf/contracts';
import { Button, NovelCard, buttonClasses } from '@inkshelf/reader-ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BookOpen, LoaderCircle, SearchX } from 'lucide-react';
import { api, queries } from '../../api.ts';
import { FilterLink } from '../../components/filter-chips.tsx';
import { FilterPanel } from '../../components/filter-panel.tsx';
import { FILTER_TEXTS } from '../../components/filter-texts.ts';
import { EmptyPanel } from '@inkshelf/ui/list-states';
import { resetFilters } from '../../components/novel-filters.ts';
import { useNovelFilters } from '../../components/use-novel-filters.ts';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { browseErrorMessage, browseQuery, mergePages } from './browse-list.ts';
import { BROWSE_TEXTS as T } from './texts.ts';

export default function BrowsePage() {
  const filters = useNovelFilters();
  const genres = useQuery(queries.listGenres());
  const list = useInfiniteQuery({ ...browseQuery(api, filters.query), ...CACHE_TIMES.browse, enabled: filters.ready });
  const novels = list.data ? mergePages(list.data.pages) : [];
  const reset = (
    <FilterLink to={`?${resetFilters(filters.params).toString()}`} className={buttonClasses('outline', 'sm')}>
      {FILTER_TEXTS.reset}
    </FilterLink>
  );
  usePageMeta(pageTitle(T.heading), T.description);

  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{T.heading}</h1>
      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
        <aside aria-label={FILTER_TEXTS.panel}>
          <FilterPanel view={filters} genres={(genres.data ?? []).map((item) => item.genre)} />
        </aside>
        <div>
          {list.isPending ? (
            <p role="status" className="flex items-center gap-2 py-12 text-muted-foreground">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              {T.loading}
            </p>
          ) : list.isError && novels.length === 0 ? (
            <div role="alert" className="grid justify-items-start gap-3 py-6">
              <p className="text-destructive">{T.error(browseErrorMessage(list.error))}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => void list.refetch()}>
                  {T.tryAgain}
                </Button>
                {filters.count > 0 && reset}
              </div>
            </div>
          ) : novels.length === 0 && filters.count > 0 ? (
            <EmptyPanel icon={SearchX} title={FILTER_TEXTS.emptyTitle} hint={FILTER_TEXTS.emptyHint} action={reset} />
          ) : novels.length === 0 ? (
            <EmptyPanel icon={BookOpen} title={T.emptyTitle} hint={T.emptyHint} />
          ) : (
            <>
              <ul aria-label={T.heading} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
                {novels.map((novel, index) => (
                  <li key={novel.id}>
                    <NovelCard novel={novel} headingLevel={2} priority={index < ABOVE_THE_FOLD_COVERS} />
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
                  <Button
                    variant="outline"
                    disabled={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {list.isFetchingNextPage ? T.loadingMore : T.loadMore}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
