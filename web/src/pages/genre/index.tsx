/** /genre/:genre and /genres/:genre: published novels of a genre, 12 per page; Next only after a full page. */
import { ABOVE_THE_FOLD_COVERS, LIMITS } from '@inkshelf/contracts';
import { Button, NovelCard, Skeleton, buttonClasses } from '@inkshelf/reader-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { queries } from '../../api.ts';
import { EmptyPanel, ErrorPanel } from '@inkshelf/ui/list-states';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { genreErrorMessage, genreTitle, readGenrePage } from './genre-page.ts';
import { GENRE_TEXTS as T } from './texts.ts';

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';

export default function GenrePage() {
  const genre = useParams().genre ?? '';
  const [params, setParams] = useSearchParams();
  const page = readGenrePage(params.get('page'));
  const list = useQuery({
    ...queries.novelsByGenre({
      params: { genre },
      query: { limit: LIMITS.genrePageSize, offset: (page - 1) * LIMITS.genrePageSize },
    }),
    placeholderData: keepPreviousData,
  });
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  const fullPage = list.data?.length === LIMITS.genrePageSize;
  const title = T.heading(genreTitle(genre, list.data));
  usePageMeta(pageTitle(title), T.description(genreTitle(genre, list.data)));

  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{title}</h1>
      {list.isPending ? (
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
  );
}
