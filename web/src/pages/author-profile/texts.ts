/** Author profile texts of SPEC section 2 that contracts MESSAGES does not carry. */
export const AUTHOR_PROFILE_TEXTS = {
  author: 'Author',
  reader: 'Reader',
  novelCount: (count: number) => (count === 1 ? '1 Novel' : `${count} Novels`),
  novelsBy: (username: string) => `Novels by ${username}`,
  emptyTitle: 'No novels yet',
  emptyText: (username: string) => `${username} hasn't published any novels yet.`,
  notFoundTitle: 'Author not found',
  notFoundText: "The author you're looking for doesn't exist or has been removed.",
  homeLink: 'Return to Homepage',
  errorTitle: 'Error loading author profile',
  loading: 'Loading author profile...',
  description: (username: string) => `Web novels by ${username} on Inkshelf.`,
} as const;
