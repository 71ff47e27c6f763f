/** The header search form: prefilled from q on /search, cleared elsewhere; on /search it reloads the page. */
import { Button, cn } from '@inkshelf/reader-ui';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { browser, searchBoxValue, searchTarget } from './search.ts';

export const SEARCH_PLACEHOLDER = 'Search by title, author, or tags...';

/** Remounted on every navigation (keyed by location) so its text follows the rules above. */
export function SearchBox({ className }: { className?: string }) {
  const location = useLocation();
  return (
    <SearchForm key={location.key} initial={searchBoxValue(location.pathname, location.search)} className={className} />
  );
}

function SearchForm({ initial, className }: { initial: string; className?: string | undefined }) {
  const [text, setText] = useState(initial);
  const location = useLocation();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = searchTarget(text);
    if (!target) return;
    if (location.pathname === '/search') browser.load(target);
    else void navigate(target);
  };

  return (
    <form
      role="search"
      action="/search"
      method="get"
      onSubmit={onSubmit}
      className={cn('flex w-full items-center gap-2', className)}
    >
      <label className="relative flex-1">
        <span className="sr-only">Search novels</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          className={cn(inputClasses, 'pl-9')}
        />
      </label>
      <Button type="submit" size="md">
        Search
      </Button>
    </form>
  );
}
