import { MESSAGES, type CounterNoticeBody, type TakedownActBody, type TakedownStatus } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { authorize } from '../policies/policy.ts';
import { takedownPolicy } from '../policies/takedown.ts';
import { AuditRepository } from '../repositories/audit-repository.ts';
import { findTarget, type TargetFacts } from '../repositories/moderation-target.ts';
import { TakedownRepository, type TakedownRow } from '../repositories/takedown-repository.ts';
import { setHidden } from './content-moderator.ts';
import { claimantOutcomeMail, counterNoticeCopyMail, counterNoticeMail, restoredMail } from './takedown-mails.ts';
import type { MailMessage } from '../services/mailer.ts';
import type { ModerationDeps } from './report-resolver.ts';

const T = MESSAGES.takedowns;

/** The note on content a case hid: its author sees it ("Hidden by moderation"), and restore finds it by it. */
const notePrefix = (caseId: number) => `Copyright takedown (case #${caseId})`;

/** What each action may follow, and the status it leaves the case in. */
const NEXT: Record<TakedownActBody['action'], Partial<Record<TakedownStatus, TakedownStatus>>> = {
  remove: { open: 'removed' },
  // Rejecting a countered case keeps the content removed and the counter-notice on record.
  reject: { open: 'rejected', countered: 'removed' },
  restore: { removed: 'restored', countered: 'restored' },
};

/** The case's targets that still exist, with their facts. */
async function targetsOf(em: EntityManager, row: TakedownRow): Promise<TargetFacts[]> {
  const found: TargetFacts[] = [];
  for (const ref of row.targets) {
    const target = await findTarget(em, ref.type, ref.id);
    if (target) found.push(target);
  }
  return found;
}

/**
 * Remove hides the case's targets not hidden yet (the shared moderation hide, copyright note) and mails each author the
 * counter-notice steps; reject closes the notice (after a counter-notice, the content stays removed); restore brings
 * back only what this case hid. The audit log records each step.
 */
export async function actOnTakedown(
  deps: ModerationDeps,
  em: EntityManager,
  actor: User,
  caseId: number,
  body: TakedownActBody,
  linkBase: string,
): Promise<void> {
  const note = body.note || null;
  const mails: MailMessage[] = [];
  await em.transactional(async (tx) => {
    const cases = new TakedownRepository(tx);
    const row = await cases.findById(caseId, true);
    if (!row) throw notFound(T.caseNotFound);
    const next = NEXT[body.action][row.status];
    if (!next) throw conflict(T.actionNotApplicable);
    const audit = new AuditRepository(tx);
    const details = { takedownId: caseId, reason: 'copyright' };
    const targets = body.action === 'reject' ? [] : await targetsOf(tx, row);
    const hidden = new Map<number, { author: TargetFacts['author']; titles: string[] }>();
    const restored = new Map<number, { author: TargetFacts['author']; titles: string[] }>();
    const byAuthor = (map: typeof hidden, target: TargetFacts) => {
      const entry = map.get(target.author.id) ?? { author: target.author, titles: [] };
      entry.titles.push(target.title);
      map.set(target.author.id, entry);
    };
    for (const target of targets) {
      const type = target.type as 'novel' | 'chapter';
      if (body.action === 'remove' && !target.hiddenAt) {
        await setHidden(tx, type, target.id, `${notePrefix(caseId)}: ${note ?? ''}`);
        await audit.append(actor, 'hide', { type, id: target.id }, note, details);
        byAuthor(hidden, target);
      }
      if (body.action === 'restore' && target.hiddenNote?.startsWith(notePrefix(caseId))) {
        await setHidden(tx, type, target.id, null);
        await audit.append(actor, 'restore', { type, id: target.id }, note, details);
        byAuthor(restored, target);
      }
    }
    if (body.action === 'reject') await audit.append(actor, 'dismiss', { type: 'takedown', id: caseId }, note, details);
    await cases.decide(caseId, next, body.action, actor.id, note);
    for (const { author, titles } of hidden.values())
      mails.push(counterNoticeMail(caseId, author, titles, note ?? '', linkBase));
    for (const { author, titles } of restored.values()) mails.push(restoredMail(caseId, author, titles, note));
    mails.push(claimantOutcomeMail(row, body.action, next, note));
  });
  await sendAll(deps, caseId, mails);
}

/** Sends the case's mails; the decision stands when one cannot be sent (the case and the audit log have it). */
async function sendAll(deps: ModerationDeps, caseId: number, mails: MailMessage[]): Promise<void> {
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.logger.error({ err: error, takedownId: caseId }, 'takedown mail failed');
    }
  }
}

/**
 * The counter-notice of an author whose content a case removed: 404 for no such case, 403 for anyone who wrote
 * none of its targets, 409 unless the case removed content and has no counter-notice yet. The case becomes
 * countered, back in the moderators' open queue, and the claimant is sent a copy (the author consented to it).
 */
export async function fileCounterNotice(
  deps: ModerationDeps,
  em: EntityManager,
  user: User,
  caseId: number,
  body: CounterNoticeBody,
): Promise<void> {
  const mails: MailMessage[] = [];
  await em.transactional(async (tx) => {
    const cases = new TakedownRepository(tx);
    const row = await cases.findById(caseId, true);
    if (!row) throw notFound(T.caseNotFound);
    const targets = await targetsOf(tx, row);
    authorize(user, takedownPolicy.counterNotice, { authorIds: targets.map((target) => target.author.id) });
    if (row.counter_at) throw conflict(T.counterNoticeAlreadySent);
    if (row.status !== 'removed') throw conflict(T.counterNoticeNotRemoved);
    await cases.counterNotice(caseId, user.id, body);
    mails.push(counterNoticeCopyMail(row, body));
  });
  await sendAll(deps, caseId, mails);
}
