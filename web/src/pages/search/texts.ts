/** Search Results texts of SPEC section 2 that contracts MESSAGES does not carry (plus two of our own, marked). */
export const SEARCH_TEXTS = {
  heading: 'Search Results',
  found: (total: number, q: string) => `Found ${total} result(s) for "${q}"`,
  emptyTitle: 'No results found',
  emptyHint: 'Try different keywords or check for typos.',
  errorTitle: 'Error loading search results',
  tryAgain: 'Try Again',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  // Ours: the spec does not cover a visit to /search without a q.
  noQuery: 'Type a title, author or genre into the search box to find novels.',
  loading: 'Loading search results...',
  // Ours: the Authors section (issue 37).
  authorsHeading: 'Authors',
  authorFacts: (novels: number, followers: number) =>
    `${novels} ${novels === 1 ? 'novel' : 'novels'} · ${followers} ${followers === 1 ? 'follower' : 'followers'}`,
  // Ours: the tab title and description (issue 16).
  pageTitle: (q: string) => (q ? `Search: ${q}` : 'Search'),
  description: (q: string) =>
    q ? `Novels matching "${q}" on Inkshelf.` : 'Search Inkshelf novels by title, author or tag.',
} as const;
