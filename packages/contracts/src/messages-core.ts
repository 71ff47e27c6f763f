/**
 * The user-facing texts that every page may show on its first load: toasts, how a failed HTTP answer reads, the
 * server's error bodies, relative times and the client's own errors. Part of MESSAGES (messages.ts); code on the
 * reading path imports these groups directly (TOAST_MESSAGES, ...) so that the entry chunk leaves out the rest.
 */
import { LIMITS, PRODUCT_NAME } from './constants.ts';

export const TOAST_MESSAGES = {
  errorTitle: 'Error',
  updateNovelFailedTitle: 'Failed to update novel',
  passwordResetFailedTitle: 'Password Reset Failed',
  loginSuccess: {
    title: 'Login successful',
    description: (username: string) => `Welcome back, ${username}!`,
  },
  loginFailed: { title: 'Login failed' },
  registrationSuccess: {
    title: 'Registration successful',
    description: (username: string) => `Welcome to ${PRODUCT_NAME}, ${username}!`,
  },
  registrationFailed: { title: 'Registration failed' },
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out.' },
  logoutFailed: { title: 'Logout failed' },
  googleSignInFailed: { title: 'Google sign-in failed', description: 'Could not sign in with Google' },
  signInFailed: { title: 'Sign in failed', description: 'Could not sign in with Google' },
  bookmarkRemoved: { title: 'Bookmark removed' },
  novelBookmarked: { title: 'Novel bookmarked' },
  reviewUpdated: { title: 'Review updated', description: 'Thank you for sharing your thoughts!' },
  reviewSubmitted: { title: 'Review submitted', description: 'Thank you for sharing your thoughts!' },
  reviewDeleted: { title: 'Review deleted' },
  chapterDeleted: { title: 'Chapter deleted' },
  commentPosted: { title: 'Comment posted' },
  commentDeleted: { title: 'Comment deleted' },
  replyPosted: { title: 'Reply posted' },
  usernameUpdated: { title: 'Username Updated' },
  passwordUpdated: { title: 'Password Updated' },
  novelCreated: { title: 'Novel created' },
  usernameNotAvailable: {
    title: 'Username Not Available',
    description: 'This username is already taken. Please choose a different one.',
  },
  replyDepthReached: {
    title: 'Reply Depth Reached',
    description: "We've gone soo deep, we found bottom of the internet. Time to start fresh. PS: start a new reply",
  },
  accessDenied: {
    title: 'Access denied',
    description: 'This chapter is still in draft mode and not yet published.',
  },
  unauthorized: { title: 'Unauthorized', description: 'You can only edit your own novels.' },
  copyDisabled: { title: 'Copy Disabled', description: 'Copying content is not allowed' },
  fileTooLarge: { title: 'File too large', description: 'Cover image must be less than 2MB' },
} as const;

/** How a failed HTTP response becomes an error message (section 8, first item). */
export const HTTP_MESSAGES = {
  format: (status: number | string, detail: string) => `${status}: ${detail}`,
  htmlBody: 'Server error occurred. Please try again later.',
  unreadableBody: 'Unknown error occurred',
} as const;

export const CLIENT_MESSAGES = {
  loginToComment: 'Please log in to leave a comment.',
  useThemeOutsideProvider: 'useTheme must be used within a ThemeProvider',
} as const;

export const RELATIVE_TIME_MESSAGES = {
  justNow: 'Just now',
  justNowLower: 'just now',
  yesterday: 'yesterday',
  invalid: 'Recently',
  minutesAgo: (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`,
  hoursAgo: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`,
  daysAgo: (n: number) => `${n} days ago`,
} as const;

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
  chapterDraft: 'This chapter is still in draft mode and not yet published.',
  maxReplyDepth: `Maximum reply depth of ${LIMITS.maxReplyDepth} reached for this comment chain.`,
  parentCommentMismatch: 'The comment you are replying to is not on this chapter.',
  chapterNotInNovel: 'This chapter does not belong to this novel.',
  novelNotFound: 'Novel not found',
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
  internal: 'Internal server error',
  // Bearer tokens (issue 7).
  invalidAccessToken: 'Invalid or expired access token',
  invalidRefreshToken: 'Invalid or expired refresh token',
  tokenNotFound: 'Token not found',
  tokenRevoked: 'Signed out of the app',
} as const;
