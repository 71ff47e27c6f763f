/** Chapter page texts the spec words but contracts MESSAGES does not carry (SPEC section 2, Chapter reading page). */
export const CHAPTER_TEXTS = {
  errorTitle: 'Error loading chapter',
  returnHome: 'Return to Homepage',
  deniedTitle: 'Access Denied',
  deniedText: 'This chapter is not available.',
  returnToNovel: 'Return to Novel Page',
  previous: 'Previous Chapter',
  next: 'Next Chapter',
  jumpTo: 'Chapter',
  jumpGo: 'Go',
  draft: '(Draft)',
  settings: 'Reading settings',
  closeSettings: 'Close reading settings',
  logIn: 'Log In',
  advertisement: 'Advertisement',
  reportPrompt: 'Something wrong with this chapter?',
  chapterLabel: (chapterNumber: number, title: string) => `Chapter ${chapterNumber}: ${title}`,
  // The read-only comments shown without JavaScript (issue 37).
  commentsTitle: (count: number) => `Comments (${count})`,
  noComments: 'No comments yet.',
  commentsNeedScript: 'Turn on JavaScript and log in to comment, reply or like.',
  likes: (count: number) => (count === 1 ? '1 like' : `${count} likes`),
} as const;
