/** Texts of the 'Report' action and its dialog (issue 18 item 7). */
export const REPORT_TEXTS = {
  action: 'Report',
  title: 'Report this content',
  description: 'Tell the moderators what is wrong. Your report is private.',
  reason: 'Reason',
  details: 'Details (optional)',
  submit: 'Send Report',
  sending: 'Sending...',
  cancel: 'Cancel',
  sentTitle: 'Report sent',
  sentDescription: 'Thank you. A moderator will look at it.',
  failedTitle: 'Could not send the report',
} as const;
