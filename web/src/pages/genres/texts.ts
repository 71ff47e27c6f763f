/** Texts of the genres index (issue 16; not a screen of the spec). */
export const GENRES_TEXTS = {
  heading: 'Genres',
  intro: 'Every genre on Inkshelf, with the number of published novels in it.',
  description: 'Browse Inkshelf web novels and fan fiction by genre: every genre with its number of novels.',
  loading: 'Loading genres...',
  count: (count: number) => (count === 1 ? '1 novel' : `${count.toLocaleString('en-US')} novels`),
  errorTitle: 'Error loading genres',
  tryAgain: 'Try Again',
  emptyTitle: 'No genres yet',
  emptyHint: 'Genres appear here once novels are published.',
  browseLink: 'Browse all novels',
} as const;
