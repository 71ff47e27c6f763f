/** Search's Authors section (issue 37): the authors whose names match, each linked to their page. */
import { LIMITS, authorPath, type AuthorMatch } from '@inkshelf/contracts';
import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { queries } from '../../api.ts';
import { SEARCH_TEXTS as T } from './texts.ts';

export function AuthorMatches({ q }: { q: string }) {
  const authors = useQuery(queries.searchAuthors({ query: { q, limit: LIMITS.authorSearchPageSize } }));
  // A side list: while it loads or when it fails, the novels carry the page on their own.
  if (!authors.data || authors.data.length === 0) return null;
  return (
    <section aria-labelledby="search-authors" className="mb-8">
      <h2 id="search-authors" className="text-lg font-semibold">
        {T.authorsHeading}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {authors.data.map((author) => (
          <li key={author.id}>
            <AuthorCard author={author} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AuthorCard({ author }: { author: AuthorMatch }) {
  return (
    <Link
      to={authorPath(author.username)}
      className="flex min-h-11 items-center gap-3 rounded-lg border border-border bg-card p-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-muted">
        <UserRound className="size-5 text-muted-foreground" />
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium">{author.username}</span>
        <span className="block text-sm text-muted-foreground">
          {T.authorFacts(author.novelCount, author.followerCount)}
        </span>
      </span>
    </Link>
  );
}
