/** /search?q=&page=: server search, 12 novel cards per page with Previous/Next; a new q starts at page 1. */
import { LIMITS, MESSAGES, type Novel } from '@inkshelf/contracts';
import { Button, NovelCard, Skeleton } from '@inkshelf/reader-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { queries } from '../../api.ts';
import { EmptyPanel, ErrorPanel } from '../../components/list-states.tsx';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { pageCount, pageOffset, readPage, searchParamsFor } from './search-params.ts';
import { SEARCH_TEXTS as T } from './texts.ts';

const SEARCH_GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5';

/** The card data with the search screen's author fallback ('Author {id}'). */
function withAuthorName(novel: Novel): Novel {
  return novel.authorName.trim() ? novel : { ...novel, authorName: MESSAGES.authorFallbacks.search(novel.authorId) };
}

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = readPage(params.get('page'));
  const search = useQuery({
    ...queries.searchNovels({ query: { q, limit: LIMITS.searchPageSize, offset: pageOffset(page) } }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const goTo = (next: number) => setParams(searchParamsFor(q, next));
  usePageMeta(pageTitle(T.pageTitle(q)), T.description(q));

  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold sm:text-3xl">{T.heading}</h1>
      {q === '' ? (
        <p className="mt-2 text-muted-foreground">{T.noQuery}</p>
      ) : search.isPending ? (
        <SearchSkeleton />
      ) : search.isError ? (
        <ErrorPanel
          className="mt-6"
          title={T.errorTitle}
          detail={search.error.detail || search.error.message}
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
        />
      )}
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
}

function Results({ q, page, total, novels, busy, onPage }: ResultsProps) {
  const pages = pageCount(total);
  return (
    <>
      <p className="mt-2 text-muted-foreground" aria-live="polite">
        {T.found(total, q)}
      </p>
      {novels.length === 0 ? (
        <EmptyPanel className="mt-8" icon={SearchX} title={T.emptyTitle} hint={T.emptyHint} />
      ) : (
        <ul aria-label={T.heading} aria-busy={busy} className={`mt-6 ${SEARCH_GRID}`}>
          {novels.map((novel) => (
            <li key={novel.id}>
              <NovelCard novel={withAuthorName(novel)} headingLevel={2} />
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
    <div className="mt-6" aria-busy="true">
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
