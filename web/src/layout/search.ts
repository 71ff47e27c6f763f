/** Header search rules (spec sections 2 and 5): trimmed text, empty does nothing, encoded into /search?q=. */

/** The URL a search goes to, or null when there is nothing to search for. */
export function searchTarget(text: string): string | null {
  const query = text.trim();
  return query === '' ? null : `/search?q=${encodeURIComponent(query)}`;
}

/** What the box shows: the q parameter on /search, nothing on other pages. */
export function searchBoxValue(pathname: string, search: string): string {
  return pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/** A full page load (used when already on /search); a module function so tests can replace it. */
export const browser = {
  load(url: string): void {
    window.location.assign(url);
  },
};
