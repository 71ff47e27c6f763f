/**
 * The tags writes announce and cache entries carry. `public`: anything a signed-out visitor sees beyond one
 * chapter's read (pages, searches, lists); `novel:N`: what is read of novel N and its chapters; `novels`: every
 * novel at once (an author suspended or deleted, content hidden by moderation).
 */
export const tags = {
  public: 'public',
  novels: 'novels',
  novel: (id: number | string) => `novel:${id}`,
} as const;

/** What a change to a whole author account touches: every page and every novel's reads. */
export const ACCOUNT_CHANGE = [tags.public, tags.novels] as const;
