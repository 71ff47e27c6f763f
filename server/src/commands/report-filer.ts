import { MESSAGES, type ReportBody } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../errors.ts';
import { findTarget } from '../repositories/moderation-target.ts';
import { ReportRepository } from '../repositories/report-repository.ts';

/**
 * Files a report of something the reporter can see (public content, or any account): 404 for what does not exist
 * or is not public (a draft or hidden content is not reported, and a report never reveals that it exists). A
 * second report of the same target by the same person is the first one again.
 */
export async function fileReport(
  em: EntityManager,
  reporterId: number,
  body: ReportBody,
): Promise<{ id: number; created: boolean }> {
  const target = await findTarget(em, body.targetType, body.targetId);
  if (!target || !target.isPublic) throw notFound(MESSAGES.errors.reportTargetNotFound);
  return new ReportRepository(em).file(reporterId, body);
}
