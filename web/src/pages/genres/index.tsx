/** /genres: every genre of the published novels with its novel count, A to Z, each linking to its genre page. */
import { genrePath } from '@inkshelf/contracts';
import { Button, Skeleton, buttonClasses } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { Tags } from 'lucide-react';
import { Link } from 'react-router';
import { queries } from '../../api.ts';
import { EmptyPanel, ErrorPanel } from '@inkshelf/ui/list-states';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { GENRES_TEXTS as T } from './texts.ts';

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export default function GenresPage() {
  const genres = useQuery(queries.listGenres());
  usePageMeta(pageTitle(T.heading), T.description);

  return (
    <div className={PAGE_CONTAINER}>
      <h1 className="text-2xl font-bold sm:text-3xl">{T.heading}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{T.intro}</p>
      {genres.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {T.loading}
          </p>
          <div className={GRID}>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className="h-16 w-full" />
            ))}
          </div>
        </div>
      ) : genres.isError ? (
        <ErrorPanel
          title={T.errorTitle}
          detail={genres.error.detail || genres.error.message}
          action={
            <Button variant="outline" onClick={() => void genres.refetch()}>
              {T.tryAgain}
            </Button>
          }
        />
      ) : genres.data.length === 0 ? (
        <EmptyPanel
          icon={Tags}
          title={T.emptyTitle}
          hint={T.emptyHint}
          action={
            <Link to="/browse" className={buttonClasses('outline')}>
              {T.browseLink}
            </Link>
          }
        />
      ) : (
        <ul aria-label={T.heading} className={GRID}>
          {genres.data.map(({ genre, count }) => (
            <li key={genre}>
              <Link
                to={genrePath(genre)}
                className="flex h-full items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3 text-card-foreground shadow-sm transition-colors hover:border-primary/60 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="min-w-0 font-medium break-words">{genre}</span>
                <span className="shrink-0 rounded-full bg-muted px-2.5 py-0.5 text-sm text-muted-foreground tabular-nums">
                  {T.count(count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
