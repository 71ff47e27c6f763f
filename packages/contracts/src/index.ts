/** @inkshelf/contracts: the single source of truth for wire shapes, limits and user-facing texts. */
export * from './constants.ts';
export * from './messages.ts';
export * from './format.ts';
export * from './chapter-html.ts';
export * from './schemas/common.ts';
export * from './schemas/users.ts';
export * from './schemas/novels.ts';
export * from './schemas/chapters.ts';
export * from './schemas/reviews.ts';
export * from './schemas/comments.ts';
export * from './schemas/bookmarks.ts';
export * from './schemas/reading-progress.ts';
export * from './schemas/mfa.ts';
export * from './schemas/tokens.ts';
export * from './schemas/oidc.ts';
export * from './schemas/forms.ts';
export * from './api.ts';
