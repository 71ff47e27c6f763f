/** Ranking texts of SPEC section 2 that contracts MESSAGES does not carry. */
export const RANKING_TEXTS = {
  heading: 'Novel Rankings',
  description: 'The most read, most bookmarked and best rated web novels on Inkshelf.',
  sortBy: 'Sort by:',
  empty: 'No novels found for this ranking criteria.',
  error: (message: string) => `Error loading rankings: ${message}`,
  position: (position: number) => `#${position}`,
  by: 'by',
  reviews: (count: number) => `(${count} Reviews)`,
  loading: 'Loading rankings...',
  tryAgain: 'Try Again',
} as const;
