/**
 * /search?q=&page=: server search, 12 novel cards per page with Previous/Next; a new q starts at page 1. The filter
 * panel (issue 19) narrows the matches through the same URL keys as Browse; the order stays the search's. The first
 * page opens with the authors whose names match (issue 37).
 */
import { ABOVE_THE_FOLD_COVERS, LIMITS, MESSAGES, type Novel } from '@inkshelf/contracts';
import { Button, NovelCard, Skeleton, buttonClasses } from '@inkshelf/reader-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { queries } from '../../api.ts';
import { FilterLink } from '../../components/filter-chips.tsx';
import { FilterPanel } from '../../components/filter-panel.tsx';
import { FILTER_TEXTS } from '../../components/filter-texts.ts';
import { EmptyPanel, ErrorPanel } from '@inkshelf/ui/list-states';
import { resetFilters } from '../../components/novel-filters.ts';
import { errorText, useNovelFilters } from '../../components/use-novel-filters.ts';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { AuthorMatches } from './author-matches.tsx';
import { pageCount, pageOffset, readPage, withPage } from './search-params.ts';
import { SEARCH_TEXTS as T } from './texts.ts';

const SEARCH_GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4';

/** The card data with the search screen's author fallback ('Author {id}'). */
function withAuthorName(novel: Novel): Novel {
  return novel.authorName.trim() ? novel : { ...novel, authorName: MESSAGES.authorFallbacks.search(novel.authorId) };
}

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = readPage(params.get('page'));
  const filters = useNovelFilters({ sortable: false });
  const genres = useQuery({ ...queries.listGenres(), enabled: q !== '' });
  const search = useQuery({
    ...queries.searchNovels({
      query: { q, limit: LIMITS.searchPageSize, offset: pageOffset(page), ...filters.query },
    }),
    enabled: q !== '' && filters.ready,
    placeholderData: keepPreviousData,
  });
  const goTo = (next: number) => setParams(withPage(params, next));
  usePageMeta(pageTitle(T.pageTitle(q)), T.description(q));

  const results = search.isPending ? (
    <SearchSkeleton />
  ) : search.isError ? (
    <ErrorPanel
      title={T.errorTitle}
      detail={errorText(search.error)}
      action={
        <Button variant="outline" onClick={() => void search.refetch()}>
          {T.tryAgain}
        </Button>
      }
    />
  ) : (
    <Results
      q={q}
      page={page}
      total={search.data.total}
      novels={search.data.items}
      busy={search.isFetching}
      onPage={goTo}
      filtered={filters.count > 0}
      reset={`?${resetFilters(params).toString()}`}
    />
  );

  if (q === '') {
    return (
      <div className={PAGE_CONTAINER}>
        <h1 className="text-2xl font-bold sm:text-3xl">{T.heading}</h1>
        <p className="mt-2 text-muted-foreground">{T.noQuery}</p>
      </div>
    );
  }
  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold sm:text-3xl">{T.heading}</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
        <aside aria-label={FILTER_TEXTS.panel}>
          <FilterPanel view={filters} genres={(genres.data ?? []).map((item) => item.genre)} sortable={false} />
        </aside>
        <div>
          {page === 1 && <AuthorMatches q={q} />}
          {results}
        </div>
      </div>
    </div>
  );
}

interface ResultsProps {
  q: string;
  page: number;
  total: number;
  novels: Novel[];
  busy: boolean;
  onPage: (page: number) => void;
  /** Filters narrow the matches: an empty page says so and offers the reset link. */
  filtered: boolean;
  reset: string;
}

function Results({ q, page, total, novels, busy, onPage, filtered, reset }: ResultsProps) {
  const pages = pageCount(total);
  return (
    <>
      <p className="text-muted-foreground" aria-live="polite">
        {T.found(total, q)}
      </p>
      {novels.length === 0 && filtered ? (
        <EmptyPanel
          className="mt-8"
          icon={SearchX}
          title={FILTER_TEXTS.emptyTitle}
          hint={FILTER_TEXTS.emptyHint}
          action={
            <FilterLink to={reset} className={buttonClasses('outline', 'sm')}>
              {FILTER_TEXTS.reset}
            </FilterLink>
          }
        />
      ) : novels.length === 0 ? (
        <EmptyPanel className="mt-8" icon={SearchX} title={T.emptyTitle} hint={T.emptyHint} />
      ) : (
        <ul aria-label={T.heading} aria-busy={busy} className={`mt-6 ${SEARCH_GRID}`}>
          {novels.map((novel, index) => (
            <li key={novel.id}>
              <NovelCard novel={withAuthorName(novel)} headingLevel={2} priority={index < ABOVE_THE_FOLD_COVERS} />
            </li>
          ))}
        </ul>
      )}
      {(pages > 1 || page > 1) && (
        <nav aria-label="Search result pages" className="mt-8 flex items-center justify-center gap-4">
          <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            {T.previous}
          </Button>
          <span className="text-sm text-muted-foreground" aria-current="page">
            {T.pageOf(page, pages)}
          </span>
          <Button variant="outline" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
            {T.next}
          </Button>
        </nav>
      )}
    </>
  );
}

function SearchSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {T.loading}
      </p>
      <Skeleton className="mb-6 h-5 w-64" />
      <div className={SEARCH_GRID}>
        {Array.from({ length: LIMITS.searchPageSize }, (_, index) => (
          <Skeleton key={index} className="aspect-[2/3] w-full" />
        ))}
      </div>
    </div>
  );
}
