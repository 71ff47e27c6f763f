/** Novel page texts the spec words but contracts MESSAGES does not carry (SPEC section 2, Novel detail). */
export const NOVEL_TEXTS = {
  notFoundTitle: 'Novel not found',
  notFoundText: "The novel you're looking for doesn't exist or has been removed.",
  returnHome: 'Return to Homepage',
  startReading: 'Start Reading',
  genres: 'Genres',
  /** Issue 37: the novel's free tags, beside its genres. */
  tags: 'Tags',
  continueReading: 'Continue Reading',
  bookmark: 'Bookmark',
  bookmarked: 'Bookmarked',
  synopsis: 'Synopsis',
  chapters: 'Chapters',
  noChapters: 'No chapters available yet.',
  chaptersLoadFailed: 'Failed to load chapters.',
  previousPage: 'Previous Page',
  nextPage: 'Next Page',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  chapterLabel: (chapterNumber: number, title: string) => `Chapter ${chapterNumber}: ${title}`,
  /** Issue 19: the mark on chapters the signed-in reader has read, and the count beside the heading. */
  read: 'Read',
  readCount: (read: number) => `${read} read by you`,
  reviews: 'Reviews',
  editNovel: 'Edit Novel',
  addChapter: 'Add Chapter',
  /** In place of the review form on the author's own novel (the server refuses their review). */
  ownNovelReviews: 'This is your novel: readers rate and review it here.',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  deleteChapterTitle: 'Delete chapter',
  /** The spec names only the removal fallback; adding one gets its own. */
  bookmarkFailed: 'Failed to bookmark novel',
} as const;
