import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TAKEDOWN_ACTIONS, TAKEDOWN_STATUSES, type TakedownTargetType } from '@inkshelf/contracts';
import { User } from './user.ts';

/** One address of a notice and the novel or chapter of this site it was resolved to when the notice came in. */
export interface TakedownTargetRef {
  url: string;
  type: TakedownTargetType;
  id: number;
}

/**
 * A copyright takedown case (issue 18): the claimant's notice (no account), what its addresses point to, the
 * moderator's latest decision and the counter-notice of the removed content's author. The targets are ids, not
 * foreign keys: the case is a legal record and outlives the content. Every decision is also in the audit log.
 */
export const TakedownCase = defineEntity({
  name: 'TakedownCase',
  tableName: 'takedown_cases',
  properties: {
    id: p.integer().primary(),
    claimantName: p.string().length(200),
    email: p.string().length(254),
    urls: p.json<string[]>(),
    targets: p.json<TakedownTargetRef[]>(),
    originalWork: p.text(),
    signature: p.string().length(200),
    status: p.enum([...TAKEDOWN_STATUSES]).default('open'),
    receivedAt: p.datetime(),
    decision: p.enum([...TAKEDOWN_ACTIONS]).nullable(),
    decisionNote: p.text().nullable(),
    decidedAt: p.datetime().nullable(),
    decidedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    counterUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    counterName: p.string().length(200).nullable(),
    counterStatement: p.text().nullable(),
    counterSignature: p.string().length(200).nullable(),
    counterAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'takedown_cases_queue_index', properties: ['status', 'receivedAt'] }],
});

export type TakedownCase = InferEntity<typeof TakedownCase>;
