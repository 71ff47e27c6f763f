/**
 * /genre/:genre and /genres/:genre: published novels of a genre, 12 per page; Next only after a full page. The filter
 * panel (issue 37) narrows them by tags and other genres, required or left out, and the rest of Browse's filters.
 */
import { ABOVE_THE_FOLD_COVERS, LIMITS, genreFilterKey } from '@inkshelf/contracts';
import { Button, NovelCard, Skeleton, buttonClasses } from '@inkshelf/reader-ui';
import { EmptyPanel, ErrorPanel } from '@inkshelf/ui/list-states';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BookOpen, SearchX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { queries } from '../../api.ts';
import { FilterLink } from '../../components/filter-chips.tsx';
import { FilterPanel } from '../../components/filter-panel.tsx';
import { FILTER_TEXTS } from '../../components/filter-texts.ts';
import { resetFilters } from '../../components/novel-filters.ts';
import { useNovelFilters } from '../../components/use-novel-filters.ts';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { genreErrorMessage, genreListQuery, genreTitle, readGenrePage } from './genre-page.ts';
import { GENRE_TEXTS as T } from './texts.ts';

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4';

function ListSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {T.loading}
      </p>
      <div className={GRID}>
        {Array.from({ length: LIMITS.genrePageSize }, (_, index) => (
          <Skeleton key={index} className="aspect-[2/3] w-full" />
        ))}
      </div>
    </div>
  );
}

export default function GenrePage() {
  const genre = useParams().genre ?? '';
  const [params, setParams] = useSearchParams();
  const page = readGenrePage(params.get('page'));
  const filters = useNovelFilters();
  const catalogue = useQuery(queries.listGenres());
  const list = useQuery({
    ...genreListQuery(queries, genre, page, filters.query),
    placeholderData: keepPreviousData,
    enabled: filters.ready,
  });
  // Paging keeps the filters: only ?page= changes.
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
  };
  const fullPage = list.data?.length === LIMITS.genrePageSize;
  const title = T.heading(genreTitle(genre, list.data));
  const others = (catalogue.data ?? [])
    .map((row) => row.genre)
    .filter((name) => genreFilterKey(name) !== genreFilterKey(genre));
  const reset = (
    <FilterLink to={`?${resetFilters(params).toString()}`} className={buttonClasses('outline')}>
      {FILTER_TEXTS.reset}
    </FilterLink>
  );
  usePageMeta(pageTitle(title), T.description(genreTitle(genre, list.data)));

  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{title}</h1>
      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
        <aside aria-label={FILTER_TEXTS.panel}>
          <FilterPanel view={filters} genres={others} />
        </aside>
        <div>
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError ? (
            <ErrorPanel
              title={T.errorTitle}
              detail={genreErrorMessage(list.error)}
              action={
                <Link to="/" className={buttonClasses('outline')}>
                  {T.homeLink}
                </Link>
              }
            />
          ) : list.data.length === 0 && filters.count > 0 ? (
            <EmptyPanel icon={SearchX} title={FILTER_TEXTS.emptyTitle} hint={FILTER_TEXTS.emptyHint} action={reset} />
          ) : list.data.length === 0 ? (
            <EmptyPanel
              icon={BookOpen}
              title={T.emptyTitle}
              action={
                <Link to="/browse" className={buttonClasses('outline')}>
                  {T.browseLink}
                </Link>
              }
            />
          ) : (
            <ul aria-label={title} aria-busy={list.isFetching} className={GRID}>
              {list.data.map((novel, index) => (
                <li key={novel.id}>
                  <NovelCard novel={novel} headingLevel={2} priority={index < ABOVE_THE_FOLD_COVERS} />
                </li>
              ))}
            </ul>
          )}
          {!list.isPending && !list.isError && (page > 1 || fullPage) && (
            <nav aria-label="Genre pages" className="mt-8 flex items-center justify-center gap-4">
              <Button variant="outline" disabled={page <= 1 || list.isFetching} onClick={() => goTo(page - 1)}>
                {T.previous}
              </Button>
              <span className="text-sm text-muted-foreground">{T.page(page)}</span>
              <Button variant="outline" disabled={!fullPage || list.isFetching} onClick={() => goTo(page + 1)}>
                {T.next}
              </Button>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
