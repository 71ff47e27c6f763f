/**
 * User-facing texts: SPEC.md sections 5 and 8 word for word, plus the server messages of issues 3 and 4.
 * Texts that take values are functions.
 */
import { LIMITS, PRODUCT_NAME } from './constants.ts';

const validation = {
  // Section 5, exact wording.
  emailOrUsernameRequired: 'Email or username is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMinRegister} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must accept the terms and conditions',
  commentEmpty: 'Comment cannot be empty',
  commentEmptyClient: 'Comment cannot be empty.',
  replyEmptyClient: 'Reply cannot be empty.',
  currentPasswordRequired: 'Current password is required.',
  newPasswordRequired: 'New password is required.',
  newPasswordTooShort: `New password must be at least ${LIMITS.passwordMinChange} characters.`,
  newPasswordsDoNotMatch: 'New passwords do not match.',
  titleTooShort: `Title must be at least ${LIMITS.titleMin} characters`,
  titleTooLong: `Title must be less than ${LIMITS.titleMax} characters`,
  descriptionTooShort: `Description must be at least ${LIMITS.descriptionMin} characters`,
  descriptionTooLong: `Description must be less than ${LIMITS.descriptionMax} characters`,
  genresRequired: 'Please enter at least one genre',
  chapterNumberInvalid: 'Chapter number is missing or invalid. Please enter a valid chapter number.',
  coverTooLarge: 'Cover image must be less than 2MB',
  // Decided here (the spec is silent).
  emailOrUsernameTooLong: `Email or username must be at most ${LIMITS.emailOrUsernameMax} characters`,
  emailTooLong: `Email must be at most ${LIMITS.emailMax} characters`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters`,
  rememberMeInvalid: 'rememberMe must be true or false',
  isAuthorInvalid: 'isAuthor must be true or false',
  isAuthorMustBeTrue: 'isAuthor must be true',
  usernameEmpty: 'Username cannot be empty',
  usernameTooShort: `Username must be at least ${LIMITS.usernameMin} characters`,
  usernameTooLong: `Username must be at most ${LIMITS.usernameMax} characters`,
  usernameCharacters: 'Username can only contain letters, numbers, underscores (_), hyphens (-) and periods (.)',
  usernameNeedsLetter: 'Username must contain at least one letter',
  resetTokenRequired: 'Reset token is required',
  resetTokenTooLong: 'Reset token is too long',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  genresInvalid: 'Genres must be a list of names or comma-separated text',
  genreTooLong: `Each genre must be at most ${LIMITS.genreMaxLength} characters`,
  tooManyGenres: `You can add at most ${LIMITS.genresMax} genres`,
  statusInvalid: 'Status must be draft or published',
  contentRatingInvalid: 'Content rating must be everyone, teen or mature',
  coverImageInvalid: 'Cover image must be an image data string, a URL or null',
  chapterTitleRequired: 'Chapter title is required',
  chapterTitleTooLong: `Chapter title must be at most ${LIMITS.chapterTitleMax} characters`,
  chapterContentRequired: 'Chapter content is required',
  chapterContentBoth: 'Send the chapter text as content or as contentHtml, not both',
  chapterListViewInvalid: "view must be 'full' or 'summary'",
  chapterContentTooLong: `Chapter content must be at most ${LIMITS.chapterContentMax.toLocaleString('en-US')} characters`,
  chapterNumberDigits: 'Chapter number can only contain digits',
  authorNoteInvalid: "Author's note must be text or null",
  authorNoteTooLong: `Author's note must be at most ${LIMITS.authorNoteMax} characters`,
  expectedUpdatedAtInvalid: 'expectedUpdatedAt must be an ISO 8601 date-time',
  commentTooLong: `Comment must be at most ${LIMITS.commentMax} characters`,
  replyTooLong: `Reply must be at most ${LIMITS.commentMax} characters`,
  reviewEmpty: 'Review cannot be empty',
  reviewTooLong: `Review must be at most ${LIMITS.reviewMax} characters`,
  ratingInvalid: `Rating must be a whole number from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`,
  progressInvalid: 'Progress must be a whole number from 0 to 100',
  sortByInvalid: 'sortBy must be one of viewCount, bookmarkCount, rating',
  sortOrderInvalid: 'sortOrder must be asc or desc',
  searchQueryInvalid: 'Search text must be text',
  searchQueryTooLong: `Search text must be at most ${LIMITS.searchQueryMax} characters`,
  required: (field: string) => `${field} is required`,
  wholeNumber: (field: string) => `${field} must be a whole number`,
  positiveId: (field: string) => `${field} must be a positive whole number`,
  atLeast: (field: string, min: number) => `${field} must be at least ${min}`,
  atMost: (field: string, max: number) => `${field} must be at most ${max}`,
  textRequired: (field: string) => `${field} must be text`,
  // Bearer tokens (issue 7).
  deviceNameInvalid: 'Device name must be 1 to 100 characters',
  twoFactorCodeInvalid: 'Code must be text of at most 64 characters',
  refreshTokenRequired: 'Refresh token is required',
} as const;

const toasts = {
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

const fallbacks = {
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

const fetchErrors = {
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

/** How a failed HTTP response becomes an error message (section 8, first item). */
const http = {
  format: (status: number | string, detail: string) => `${status}: ${detail}`,
  htmlBody: 'Server error occurred. Please try again later.',
  unreadableBody: 'Unknown error occurred',
} as const;

const authorFallbacks = {
  ranking: 'Unknown Author',
  history: 'Unknown Author',
  search: (authorId: number | string) => `Author ${authorId}`,
  bookmarks: 'Unknown',
} as const;

const confirmations = {
  deleteChapter: 'Are you sure you want to delete this chapter? This action cannot be undone.',
  deleteDraft: 'Are you sure you want to delete this draft?',
  publishDraft: 'Are you sure you want to publish this draft?',
} as const;

const client = {
  loginToComment: 'Please log in to leave a comment.',
  useThemeOutsideProvider: 'useTheme must be used within a ThemeProvider',
} as const;

const relativeTime = {
  justNow: 'Just now',
  justNowLower: 'just now',
  yesterday: 'yesterday',
  invalid: 'Recently',
  minutesAgo: (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`,
  hoursAgo: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`,
  daysAgo: (n: number) => `${n} days ago`,
} as const;

/** Server error bodies (`{ message }`), issues 3 and 4 plus the spec's wording. */
const errors = {
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

/** Every user-facing text, grouped by area. */
export const MESSAGES = {
  validation,
  toasts,
  fallbacks,
  fetchErrors,
  http,
  authorFallbacks,
  confirmations,
  client,
  relativeTime,
  errors,
} as const;
