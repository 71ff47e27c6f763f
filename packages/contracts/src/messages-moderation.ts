/**
 * The server's moderation messages (issue 18), part of `MESSAGES.errors`. Kept out of messages-core.ts: no page
 * needs them before the server sends one, so the website's entry chunk does not carry them.
 */
export const MODERATION_ERROR_MESSAGES = {
  accountSuspended: 'Account suspended',
  hiddenByModeration: 'Hidden by moderation',
  moderatorRequired: 'Moderator access required.',
  adminRequired: 'Administrator access required.',
  reportNotFound: 'Report not found',
  reportTargetNotFound: 'The reported content does not exist.',
  reportRateLimited: 'You are sending reports too fast. Please wait a few minutes and try again.',
  moderationNoteRequired: 'A note is required for this action.',
  moderationActionNotApplicable: 'This action does not apply to this kind of content.',
  moderationNotHidden: 'This content is not hidden.',
  moderationAlreadyHidden: 'This content is already hidden.',
  suspendUntilPast: 'The suspension must end in the future.',
  cannotModerateSelf: 'You cannot take this action on your own account.',
  accountNotSuspended: 'This account is not suspended.',
  suspensionLifted: 'Suspension lifted. The account can sign in and write again.',
} as const;
