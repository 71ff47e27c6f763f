import {
  HIDEABLE_TARGET_TYPES,
  MESSAGES,
  PRODUCT_NAME,
  type HideableTargetType,
  type ResolveReportBody,
} from '@inkshelf/contracts';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { User } from '../entities/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { hasRole } from '../policies/moderation.ts';
import { AuditRepository } from '../repositories/audit-repository.ts';
import { findTarget, type TargetFacts } from '../repositories/moderation-target.ts';
import { ReportRepository } from '../repositories/report-repository.ts';
import type { Mailer } from '../services/mailer.ts';
import { suspendAccount } from './account-suspender.ts';
import { removeContent, setHidden } from './content-moderator.ts';

const E = MESSAGES.errors;

export interface ModerationDeps {
  orm: MikroORM;
  mailer: Mailer;
  logger: Logger;
}

const isHideable = (type: string): type is HideableTargetType =>
  (HIDEABLE_TARGET_TYPES as readonly string[]).includes(type);

/** What the author is told, in their mail, of what moderation did to their content. */
const KIND: Record<HideableTargetType, string> = {
  novel: 'novel',
  chapter: 'chapter',
  comment: 'comment',
  review: 'review',
};

async function tellAuthor(deps: ModerationDeps, target: TargetFacts, action: 'hide' | 'remove', note: string) {
  const kind = KIND[target.type as HideableTargetType];
  const what = action === 'hide' ? 'hidden' : 'removed';
  try {
    await deps.mailer.send({
      to: target.author.email,
      subject: `Your ${kind} on ${PRODUCT_NAME} was ${what} by moderation`,
      text:
        `Hello ${target.author.username},\n\nA moderator ${what} your ${kind} "${target.title}".\n\n` +
        `The moderator's note: ${note}\n\n` +
        (action === 'hide'
          ? 'It is kept, and you still see it, marked "Hidden by moderation"; nobody else does. It can be restored.\n'
          : 'It has been deleted.\n'),
    });
  } catch (error) {
    // The action stands even when the mail cannot be sent; the audit log has it.
    deps.logger.error({ err: error, target: { type: target.type, id: target.id } }, 'moderation mail failed');
  }
}

/**
 * Carries out a moderator's decision on a report: dismiss it, hide or restore the content, remove it for good, or
 * suspend the reported account (or the content's author). Every open report of the same target is resolved with
 * it, the action goes into the audit log, and the author of hidden or removed content is mailed.
 */
export async function resolveReport(
  deps: ModerationDeps,
  em: EntityManager,
  actor: User,
  reportId: number,
  body: ResolveReportBody,
): Promise<void> {
  const reports = new ReportRepository(em);
  const report = await reports.findById(reportId);
  if (!report) throw notFound(E.reportNotFound);
  const { action } = body;
  const note = body.note || null;
  const target = await findTarget(em, report.target_type, report.target_id);
  const type = report.target_type;
  const details: Record<string, unknown> = { reportId: report.id };

  if (action === 'hide' || action === 'restore' || action === 'remove') {
    if (!isHideable(type)) throw badRequest(E.moderationActionNotApplicable, { field: 'action' });
    if (!target) throw notFound(E.reportTargetNotFound);
    if (action === 'hide' && target.hiddenAt) throw conflict(E.moderationAlreadyHidden);
    if (action === 'restore' && !target.hiddenAt) throw conflict(E.moderationNotHidden);
  }
  let suspendedUser: number | null = null;
  if (action === 'suspend') {
    if (!target) throw notFound(E.reportTargetNotFound);
    if (target.author.id === actor.id) throw forbidden(E.cannotModerateSelf);
    // Moderators suspend members; only an admin suspends a moderator, and nobody suspends an admin here.
    if (target.author.role === 'admin' || (target.author.role === 'moderator' && !hasRole(actor, 'admin')))
      throw forbidden(E.adminRequired);
    const until = body.until ? new Date(body.until) : null;
    if (until && until.getTime() <= Date.now()) throw badRequest(E.suspendUntilPast, { field: 'until' });
    details.until = until?.toISOString() ?? null;
    details.userId = target.author.id;
    suspendedUser = target.author.id;
  }

  await em.transactional(async (tx) => {
    if (isHideable(type) && target) {
      if (action === 'hide') await setHidden(tx, type, target.id, note ?? '');
      if (action === 'restore') await setHidden(tx, type, target.id, null);
      if (action === 'remove') await removeContent(tx, type, target.id, target.novelId);
    }
    if (action === 'suspend' && suspendedUser !== null) {
      await suspendAccount(tx, suspendedUser, body.until ? new Date(body.until) : null, note ?? '');
    }
    await new ReportRepository(tx).resolve(report, actor.id, action, note);
    await new AuditRepository(tx).append(actor, action, { type, id: report.target_id }, note, details);
  });
  if (target && (action === 'hide' || action === 'remove')) await tellAuthor(deps, target, action, note ?? '');
}
