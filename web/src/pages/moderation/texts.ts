/** Texts of the moderation screens (issue 18): the queue, the resolve dialog, the audit log and roles. */
import type { ModerationAction, ReportTargetType, UserRole } from '@inkshelf/contracts';

export const MODERATION_TEXTS = {
  heading: 'Moderation',
  description: 'Reports, the audit log and staff roles.',
  signedOut: 'Log in with a moderator or administrator account to see the moderation screens.',
  notAllowedTitle: 'Not allowed',
  notAllowedText: 'The moderation screens are for moderators and administrators. Your account is a member account.',
  homeLink: 'Go to the homepage',
  tabs: { queue: 'Reports', takedowns: 'Takedowns', audit: 'Audit log', roles: 'Roles', taxonomy: 'Genres and tags' },
  tabList: 'Moderation sections',
  // Queue
  status: 'Status',
  open: 'Open',
  resolved: 'Resolved',
  sort: 'Order',
  newest: 'Newest first',
  mostReported: 'Most reported first',
  loading: 'Loading...',
  emptyOpen: 'No open reports. The queue is clear.',
  emptyResolved: 'No resolved reports yet.',
  loadFailed: 'Could not load the reports.',
  retry: 'Try again',
  reportedBy: 'Reported by',
  reports: (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`,
  total: (count: number, status: string) => `${count} ${status} ${count === 1 ? 'report' : 'reports'}`,
  targetGone: 'The reported content no longer exists.',
  hidden: 'Hidden',
  suspended: (until: string | null) => (until ? `Author suspended until ${until}` : 'Author suspended'),
  resolvedAs: (action: string, by: string | null) => `${action}${by ? ` by ${by}` : ''}`,
  note: 'Note',
  page: (page: number, total: number) => `Page ${page} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  // Resolve dialog
  dialogTitle: (action: ModerationAction) => RESOLVE_TITLES[action],
  noteLabel: (required: boolean) => (required ? 'Note (required, sent to the author)' : 'Note (optional)'),
  untilLabel: 'Suspended until (optional; empty: until an administrator lifts it)',
  cancel: 'Cancel',
  working: 'Working...',
  doneTitle: 'Done',
  failedTitle: 'Could not carry out the action',
  ratingLabel: 'Content rating',
  ratingSave: 'Change rating',
  ratingChanged: 'Content rating changed',
  noteMissing: 'Write a note: the author is told why.',
  // Lifting a suspension (administrators)
  liftSuspension: 'Lift suspension',
  liftTitle: 'Lift this suspension?',
  liftText: (username: string) =>
    `${username} can sign in, write and publish again at once. The audit log records that you lifted it.`,
  lifted: (username: string) => `Suspension of ${username} lifted`,
  liftFailed: 'Could not lift the suspension',
  // Audit
  auditEmpty: 'No moderation actions yet.',
  auditFailed: 'Could not load the audit log.',
  when: 'When',
  who: 'Who',
  what: 'Action',
  target: 'Target',
  // Roles
  staffHeading: 'Moderators and administrators',
  staffEmpty: 'No moderators or administrators.',
  staffFailed: 'Could not load the staff list.',
  changeHeading: 'Grant or revoke a role',
  username: 'Username',
  role: 'Role',
  roleNote: 'Note (optional, kept in the audit log)',
  save: 'Save Role',
  saved: (username: string, role: UserRole) => `${username} is now ${ROLE_LABELS[role].toLowerCase()}.`,
  revoke: 'Revoke',
  revokeTitle: 'Revoke this role?',
  revokeText: (username: string) => `${username} becomes a member and loses access to the moderation screens.`,
  roleFailed: 'Could not change the role',
} as const;

/** The administrators' genres and tags section (issue 37). */
export const TAXONOMY_TEXTS = {
  genresHeading: 'Genres',
  genresHint: 'Authors pick their genres from this list; any other word goes in tags.',
  genresEmpty: 'No genres yet. Add the first one.',
  genresFailed: 'Could not load the genres.',
  novels: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'novel' : 'novels'}`,
  newGenre: 'New genre',
  addGenre: 'Add Genre',
  added: (genre: string) => `Genre "${genre}" added`,
  addFailed: 'Could not add the genre',
  rename: 'Rename',
  renameLabel: (genre: string) => `New name for ${genre}`,
  renameAction: (genre: string) => `Rename ${genre}`,
  renamed: (from: string, to: string) => `"${from}" is now "${to}" on every novel`,
  renameFailed: 'Could not rename the genre',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteAction: (genre: string) => `Delete ${genre}`,
  deleteTitle: 'Delete this genre?',
  deleteText: 'Authors can no longer pick it. A genre that novels still carry cannot be deleted.',
  deleted: (genre: string) => `Genre "${genre}" deleted`,
  deleteFailed: 'Could not delete the genre',
  working: 'Working...',
  mergeHeading: 'Merge tags',
  mergeHint:
    'Make a tag a synonym of another: every novel carrying it carries the other instead, and its page, searches and filters lead there.',
  mergeFrom: 'Tag to merge',
  mergeInto: 'Into tag',
  mergeButton: 'Merge Tags',
  mergeTitle: 'Merge these tags?',
  mergeSubject: (from: string, into: string) => `"${from}" into "${into}"`,
  mergeText: (from: string, into: string) =>
    `Every novel tagged "${from}" is tagged "${into}" instead, and "${from}" becomes its synonym. This cannot be undone here.`,
  merge: 'Merge',
  merged: (from: string, into: string) => `"${from}" merged into "${into}"`,
  mergedResult: (tag: string, count: number, synonyms: readonly string[]) =>
    `${tag}: ${count.toLocaleString('en-US')} ${count === 1 ? 'novel' : 'novels'}; also ${synonyms.join(', ')}.`,
  mergeFailed: 'Could not merge the tags',
} as const;

export const ROLE_LABELS: Record<UserRole, string> = {
  member: 'Member',
  moderator: 'Moderator',
  admin: 'Administrator',
};

export const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide',
  restore: 'Restore',
  remove: 'Remove',
  suspend: 'Suspend author',
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  ...ACTION_LABELS,
  suspend: 'Suspend',
  role: 'Role change',
  'content-rating': 'Content rating',
  'lift-suspension': 'Lift suspension',
  'review-delete': 'Review deleted by the author',
  'genre-add': 'Genre added',
  'genre-rename': 'Genre renamed',
  'genre-delete': 'Genre deleted',
  'tag-merge': 'Tags merged',
};

export const TARGET_LABELS: Record<ReportTargetType, string> = {
  novel: 'Novel',
  chapter: 'Chapter',
  comment: 'Comment',
  review: 'Review',
  user: 'Account',
};

const RESOLVE_TITLES: Record<ModerationAction, string> = {
  dismiss: 'Dismiss this report?',
  hide: 'Hide this content?',
  restore: 'Restore this content?',
  remove: 'Remove this content for good?',
  suspend: 'Suspend this account?',
};

/** What each action does, said in the confirmation. */
export const ACTION_EFFECTS: Record<ModerationAction, string> = {
  dismiss: 'The report and every other open report of the same content are closed. Nothing changes for the content.',
  hide: 'Nobody but its author will see it; they see it marked "Hidden by moderation" with your note and get an email. It can be restored.',
  restore: 'It is shown to everyone again.',
  remove: 'It is deleted and cannot be restored. Its author gets an email with your note.',
  suspend: 'The account cannot sign in or write until the end date; its sessions and tokens are revoked at once.',
};
