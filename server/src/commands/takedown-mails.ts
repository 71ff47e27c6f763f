/** The mails of a copyright takedown case: to the authors of its targets and to the claimant. */
import { PRODUCT_NAME, type TakedownActBody, type TakedownStatus } from '@inkshelf/contracts';
import type { TargetFacts } from '../repositories/moderation-target.ts';
import type { TakedownRow } from '../repositories/takedown-repository.ts';
import type { MailMessage } from '../services/mailer.ts';

const list = (lines: string[]) => lines.map((line) => `  - ${line}\n`).join('');
const noteLine = (note: string | null) => (note ? `\nThe moderator's note: ${note}\n` : '');

/** The mail to an author whose content a case removed: what, why, and how to send a counter-notice. */
export function counterNoticeMail(
  caseId: number,
  author: TargetFacts['author'],
  titles: string[],
  note: string,
  base: string,
): MailMessage {
  return {
    to: author.email,
    subject: `Removed after a copyright notice (case #${caseId})`,
    text:
      `Hello ${author.username},\n\nAfter a copyright notice (case #${caseId}), a moderator removed from ${PRODUCT_NAME}:\n` +
      titles.map((title) => `  - ${title}\n`).join('') +
      `\nThe moderator's note: ${note}\n\n` +
      'It is kept, and you still see it, marked "Hidden by moderation"; readers do not.\n\n' +
      'If you believe it was removed by mistake or misidentification, you can send a counter-notice:\n' +
      `  1. Sign in to ${PRODUCT_NAME} as ${author.username}.\n` +
      `  2. Open ${base}/copyright?case=${caseId}#counter-notice and fill in the counter-notice form.\n` +
      '  3. Give a statement, under penalty of perjury, that the material was removed by mistake or\n' +
      '     misidentification, your full name, your consent to the jurisdiction of the courts of your address and\n' +
      '     to the claimant being sent your counter-notice, and your signature (your typed full name).\n' +
      '  4. A moderator reviews it and may restore the content.\n',
  };
}

/** The mail to an author whose content a case had removed and a moderator restored. */
export function restoredMail(
  caseId: number,
  author: TargetFacts['author'],
  titles: string[],
  note: string | null,
): MailMessage {
  return {
    to: author.email,
    subject: `Restored after your counter-notice (case #${caseId})`,
    text:
      `Hello ${author.username},\n\nA moderator restored on ${PRODUCT_NAME} what copyright case #${caseId} had removed:\n` +
      list(titles) +
      noteLine(note) +
      '\nReaders see it again.\n',
  };
}

/** What the claimant is told of each decision, by the action and the status it left the case in. */
const OUTCOMES: Record<TakedownActBody['action'], (status: TakedownStatus) => { subject: string; text: string }> = {
  remove: () => ({
    subject: 'the material was removed',
    text:
      'A moderator removed the material you identified; readers no longer see it. Its author has been told how to\n' +
      'send a counter-notice; if they do, you will be sent a copy.',
  }),
  reject: (status) =>
    status === 'removed'
      ? {
          subject: 'the material stays removed',
          text: "A moderator reviewed the author's counter-notice and keeps the material removed.",
        }
      : {
          subject: 'no action was taken',
          text: 'A moderator reviewed your notice and did not remove the material.',
        },
  restore: () => ({
    subject: 'the material was restored',
    text: 'A moderator restored the material your notice had removed; readers see it again.',
  }),
};

/** The mail to the claimant when a moderator decides on their notice. */
export function claimantOutcomeMail(
  row: TakedownRow,
  action: TakedownActBody['action'],
  status: TakedownStatus,
  note: string | null,
): MailMessage {
  const outcome = OUTCOMES[action](status);
  return {
    to: row.email,
    subject: `Your copyright notice (case #${row.id}): ${outcome.subject}`,
    text:
      `Hello ${row.claimant_name},\n\nAbout your copyright notice to ${PRODUCT_NAME} (case #${row.id}), on:\n` +
      list(row.urls) +
      `\n${outcome.text}\n` +
      noteLine(note),
  };
}

/** The copy of an author's counter-notice sent to the claimant, as the author consented when filing it. */
export function counterNoticeCopyMail(
  row: TakedownRow,
  counter: { name: string; statement: string; signature: string },
): MailMessage {
  return {
    to: row.email,
    subject: `Counter-notice on your copyright notice (case #${row.id})`,
    text:
      `Hello ${row.claimant_name},\n\nThe author of the material your notice had removed from ${PRODUCT_NAME} (case #${row.id}) sent\n` +
      'a counter-notice, stating under penalty of perjury that it was removed by mistake or misidentification,\n' +
      'and consenting to the jurisdiction of the courts of their address. Its text:\n\n' +
      `  Name: ${counter.name}\n  Statement: ${counter.statement}\n  Signature: ${counter.signature}\n\n` +
      'A moderator will review it and may restore the material.\n',
  };
}
