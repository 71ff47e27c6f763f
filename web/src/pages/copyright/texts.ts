/** The copyright page's notice and counter-notice forms (issue 18); validation texts are contracts' MESSAGES.takedowns. */
export const TAKEDOWN_FORM_TEXTS = {
  formHeading: 'Send a notice online',
  formIntro:
    'The quickest way to reach us: no account is needed. Every field is required, and the notice goes to our moderators at once.',
  claimantName: 'Your full name',
  email: 'Your email address',
  emailHint: 'Where our moderators can reach you about this notice.',
  urls: 'Addresses of the material on Inkshelf',
  urlsHint: 'One novel or chapter link per line, for example https://inkshelf.example/novels/Title/chapters/3.',
  originalWork: 'The original work',
  originalWorkHint: 'Its title and where it is published (a link), or a description.',
  goodFaith:
    'I have a good-faith belief that the use of the material is not authorised by the copyright owner, its agent or the law.',
  accuracy:
    'Under penalty of perjury, the information in this notice is accurate and I am the owner or authorised to act for the owner.',
  signature: 'Signature',
  signatureHint: 'Type your full name as your electronic signature.',
  submit: 'Send notice',
  sending: 'Sending…',
  failed: 'The notice could not be sent. Please check your connection and try again.',
  receivedTitle: (id: number) => `Notice received: case #${id}`,
  receivedBody: 'Our moderators review it by',
  receivedNote: 'Keep the case number for any question about this notice.',
  another: 'Send another notice',
  counterHeading: 'Send a counter-notice',
  counterIntro: (id: number) => `Counter-notice for case #${id}. Only the author of the removed content can send it.`,
  counterSignIn: 'Sign in as the author of the removed content to send a counter-notice.',
  counterSignInAction: 'Sign in',
  statement: 'Your statement',
  statementHint:
    'Under penalty of perjury: why you believe in good faith that the material was removed by mistake or misidentification.',
  counterName: 'Your full name',
  consent:
    'I consent to the jurisdiction of the courts for my address (or, outside the United States, any judicial district in which Inkshelf may be found) and accept service of process from the person who sent the notice.',
  counterSubmit: 'Send counter-notice',
  counterSent: 'Counter-notice sent. A moderator reviews it and may restore your work.',
  counterFailed: 'The counter-notice could not be sent. Please try again.',
} as const;

/** The due time as a reader reads it: 'November 28, 2026 at 9:15 AM UTC' in their own time zone. */
export const formatDueTime = (iso: string, timeZone?: string): string =>
  new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
