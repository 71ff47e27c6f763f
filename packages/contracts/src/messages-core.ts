/**
 * The user-facing texts that every page may show on its first load: toasts, how a failed HTTP answer reads,
 * relative times and the client's own errors. Part of MESSAGES (messages.ts); code on the reading path imports
 * these groups directly (TOAST_MESSAGES, ...) so that the entry chunk leaves out the rest.
 */

/** The server's answer to a draft chapter's read (ERROR_MESSAGES.chapterDraft): the reading page recognises it. */
export const CHAPTER_DRAFT_MESSAGE = 'This chapter is still in draft mode and not yet published.';

/**
 * The toasts of the shell every page shares and of the reading page (sign-out, a draft chapter, copying). The
 * other screens' toasts are PAGE_TOAST_MESSAGES (messages-pages.ts); MESSAGES.toasts has both.
 */
export const TOAST_MESSAGES = {
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out.' },
  logoutFailed: { title: 'Logout failed' },
  accessDenied: { title: 'Access denied', description: CHAPTER_DRAFT_MESSAGE },
  copyDisabled: { title: 'Copy Disabled', description: 'Copying content is not allowed' },
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
