/**
 * Copyright takedowns (issue 18): the notice and counter-notice validation texts (the forms and the server share
 * them) and the server's errors about cases. `MESSAGES.takedowns`.
 */
export const TAKEDOWN_MESSAGES = {
  claimantNameRequired: 'Please enter your full name.',
  claimantNameTooLong: 'Your name must be at most 200 characters.',
  urlsRequired: 'Please list at least one address (URL) of the material on Inkshelf.',
  urlsTooMany: 'A notice can list at most 20 addresses. Please send another notice for the rest.',
  urlInvalid: 'Each address must be a full web address starting with http:// or https://.',
  urlNotOnSite: (url: string) => `${url} is not a novel or chapter page on Inkshelf.`,
  urlNotFound: (url: string) => `${url} does not point to a published novel or chapter on Inkshelf.`,
  originalWorkRequired: 'Please describe the original work you believe is infringed.',
  originalWorkTooLong: 'The description of the original work must be at most 5000 characters.',
  goodFaithRequired: 'Please confirm your good-faith belief that the use is not authorised.',
  accuracyRequired: 'Please confirm that the notice is accurate, under penalty of perjury.',
  signatureRequired: 'Please sign the notice by typing your full name.',
  signatureTooLong: 'The signature must be at most 200 characters.',
  noteTooLong: 'The note must be at most 1000 characters.',
  statementRequired: 'Please explain why the material was removed by mistake or misidentification.',
  statementTooLong: 'The statement must be at most 5000 characters.',
  consentRequired: 'Please consent to the jurisdiction and to the claimant being sent your counter-notice.',
  rateLimited: 'You are sending notices too fast. Please wait a while and try again.',
  caseNotFound: 'Takedown case not found',
  actionNotApplicable: 'This action does not apply to the case as it stands.',
  counterNoticeNotAuthor: 'Only the author of the removed content can send a counter-notice.',
  counterNoticeNotRemoved: 'A counter-notice can be sent only for content removed by this case.',
  counterNoticeAlreadySent: 'A counter-notice has already been sent for this case.',
} as const;
