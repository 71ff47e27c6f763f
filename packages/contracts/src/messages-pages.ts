/** Texts of particular screens: toasts, failure fallbacks, fetch errors, author-name fallbacks and confirmations. */
import { PRODUCT_NAME } from './constants.ts';

/** The screens' toasts (part of MESSAGES.toasts, with messages-core's TOAST_MESSAGES). */
export const PAGE_TOAST_MESSAGES = {
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
  unauthorized: { title: 'Unauthorized', description: 'You can only edit your own novels.' },
  fileTooLarge: { title: 'File too large', description: 'Cover image must be less than 2MB' },
} as const;

export const FALLBACK_MESSAGES = {
  deleteReview: 'Failed to delete review',
  deleteChapter: 'Failed to delete chapter',
  deleteDraft: 'Failed to delete draft',
  publishDraft: 'Failed to publish draft',
  deleteNovel: 'Failed to delete novel',
  postReply: 'Failed to post reply',
  postComment: 'Failed to post comment',
  deleteComment: 'Failed to delete comment',
  changeUsername: 'Failed to change username.',
  changePassword: 'Failed to change password.',
  removeBookmark: 'Failed to remove bookmark',
} as const;

export const FETCH_ERROR_MESSAGES = {
  novel: 'Failed to fetch novel',
  likeStatus: 'Failed to check like status',
  novels: 'Error fetching novels',
  topNovels: 'Error fetching top novels',
  latestUpdates: 'Error fetching latest updates',
  browse: (status: number | string) => `Failed to fetch novels: ${status}`,
  ranking: (status: number | string) => `Failed to fetch ranked novels: ${status}`,
  genre: (status: number | string) => `Error: ${status}`,
  genreFallback: 'An error occurred while loading novels.',
  comments: 'Failed to load comments.',
  authorComments: (status: number | string) => `Failed to fetch comments: ${status}`,
  authorProfileFallback: 'An unknown error occurred',
} as const;

export const AUTHOR_FALLBACK_MESSAGES = {
  ranking: 'Unknown Author',
  history: 'Unknown Author',
  search: (authorId: number | string) => `Author ${authorId}`,
  bookmarks: 'Unknown',
} as const;

export const CONFIRMATION_MESSAGES = {
  deleteChapter: 'Are you sure you want to delete this chapter? This action cannot be undone.',
  deleteDraft: 'Are you sure you want to delete this draft?',
  publishDraft: 'Are you sure you want to publish this draft?',
} as const;

/** The account's data (issue 18): its export and deletion, on the server and the Profile page. */
export const ACCOUNT_MESSAGES = {
  deletePasswordRequired: 'Enter your password to delete your account.',
  deletePasswordIncorrect: 'That password is not correct. Your account was not deleted.',
  deleteUsernameMismatch: 'Type your username exactly to confirm that you want to delete your account.',
  deleteCodeRequired: 'Enter a code from your authenticator app, or a recovery code, to delete your account.',
  deleteRateLimited: 'Too many attempts to delete this account. Please wait and try again.',
  exportRateLimited: 'You have downloaded your data several times in the last hour. Please try again later.',
  accountDeleted: 'Your account and everything it wrote have been deleted.',
  deleteFailed: 'Failed to delete your account.',
  deletedToast: { title: 'Account deleted', description: 'Your account and everything it wrote have been deleted.' },
} as const;
