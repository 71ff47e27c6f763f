/**
 * The server's error bodies (`{ message }`), part of `MESSAGES.errors`. Kept out of messages-core.ts: the pages
 * that name one use it in their own chunks (through MESSAGES), so the website's entry chunk does not carry the
 * table; the reading page knows a draft's answer by CHAPTER_DRAFT_MESSAGE alone.
 */
import { LIMITS } from './constants.ts';
import { CHAPTER_DRAFT_MESSAGE } from './messages-core.ts';

/** Server error bodies (`{ message }`), issues 3 and 4 plus the spec's wording. */
export const ERROR_MESSAGES = {
  authenticationRequired: 'Authentication required',
  invalidCredentials: 'Invalid email/username or password',
  userNotFound: 'User not found',
  usernameTaken: 'Username already taken',
  emailTaken: 'An account with this email already exists',
  currentPasswordIncorrect: 'Current password is incorrect.',
  resetPasswordAck: 'If an account exists for that email, we have sent a link to reset its password.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  authorRequired: 'Author access required. Register as an author first.',
  forbidden: 'You do not have permission to do this.',
  csrfRejected: 'Request rejected: cross-site or non-JSON request.',
  editOwnNovelsOnly: 'You can only edit your own novels.',
  chapterDraft: CHAPTER_DRAFT_MESSAGE,
  maxReplyDepth: `Maximum reply depth of ${LIMITS.maxReplyDepth} reached for this comment chain.`,
  parentCommentMismatch: 'The comment you are replying to is not on this chapter.',
  chapterNotInNovel: 'This chapter does not belong to this novel.',
  novelNotFound: 'Novel not found',
  // Curated genres and tags (issue 37).
  unknownGenres: (...names: string[]) =>
    `${names.map((name) => `"${name}"`).join(', ')} ${names.length === 1 ? 'is not a genre' : 'are not genres'} of this site. Pick genres from the list, and put other words in tags.`,
  genreNotFound: 'Genre not found',
  genreExists: 'A genre with this name already exists',
  genreInUse: (count: number) =>
    `${count} ${count === 1 ? 'novel uses' : 'novels use'} this genre. Move ${count === 1 ? 'it' : 'them'} to another genre before deleting it.`,
  tagNotFound: 'Tag not found',
  tagMergeIntoItself: 'A tag cannot be merged into itself',
  chapterNotFound: 'Chapter not found',
  reviewNotFound: 'Review not found',
  commentNotFound: 'Comment not found',
  bookmarkNotFound: 'Bookmark not found',
  notFound: 'Not found',
  novelTitleTaken: 'A novel with this title already exists',
  chapterNumberTaken: 'A chapter with this number already exists in this novel',
  chapterChanged: 'This chapter was changed elsewhere since you opened it. Reload it before saving.',
  coverInvalid: 'Cover image must be a JPEG, PNG or WebP image',
  coverTooLarge: 'Cover image must be less than 2MB',
  invalidRequest: 'Invalid request',
  invalidJson: 'Request body must be valid JSON',
  bodyTooLarge: 'Request body is too large',
  tooManyRequests: 'Too many requests. Please try again later.',
  commentRateLimited: 'You are commenting too fast. Please wait a minute and try again.',
  reviewRateLimited: 'You are saving reviews too fast. Please wait a few minutes and try again.',
  ownNovelReview: 'You cannot review or rate your own novel.',
  internal: 'Internal server error',
  // Bearer tokens (issue 7).
  invalidAccessToken: 'Invalid or expired access token',
  invalidRefreshToken: 'Invalid or expired refresh token',
  tokenNotFound: 'Token not found',
  tokenRevoked: 'Signed out of the app',
} as const;
