/** Browse texts of SPEC section 2 that contracts MESSAGES does not carry (plus the 'Load more' button, ours). */
export const BROWSE_TEXTS = {
  heading: 'Browse Novels',
  loading: 'Loading novels...',
  error: (message: string) => `Error loading novels: ${message}`,
  emptyTitle: 'No novels found',
  emptyHint: 'Try adjusting your search or check back later.',
  // Ours: the catalogue is paged so thousands of novels do not load at once.
  loadMore: 'Load more',
  loadingMore: 'Loading more...',
  tryAgain: 'Try Again',
  description: 'Browse every web novel and fan fiction published on Inkshelf, newest first.',
} as const;
