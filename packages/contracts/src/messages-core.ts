/**
 * The user-facing texts that every page may show on its first load: toasts, how a failed HTTP answer reads,
 * relative times and the client's own errors. Part of MESSAGES (messages.ts); code on the reading path imports
 * these groups directly (TOAST_MESSAGES, ...) so that the entry chunk leaves out the rest.
 */
import { PRODUCT_NAME } from './constants.ts';

/** The server's answer to a draft chapter's read (ERROR_MESSAGES.chapterDraft): the reading page recognises it. */
export const CHAPTER_DRAFT_MESSAGE = 'This chapter is still in draft mode and not yet published.';

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
  accessDenied: { title: 'Access denied', description: CHAPTER_DRAFT_MESSAGE },
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
