/** Genre page texts of SPEC section 2 that contracts MESSAGES does not carry (link and pager labels are ours). */
export const GENRE_TEXTS = {
  heading: (genre: string) => `${genre} Novels`,
  emptyTitle: 'No novels found',
  browseLink: 'Browse all novels',
  errorTitle: 'Error loading novels',
  homeLink: 'Return to Homepage',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
  loading: 'Loading novels...',
  description: (genre: string) => `Read free ${genre} web novels and fan fiction on Inkshelf.`,
} as const;
