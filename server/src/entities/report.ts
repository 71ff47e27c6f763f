import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { MODERATION_ACTIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '@inkshelf/contracts';
import { User } from './user.ts';

/**
 * A report (issue 18): one per reporter and target. The target is an id of the table its type names (no foreign
 * key: the report outlives content removed by moderation or deleted by its author, for the record).
 */
export const Report = defineEntity({
  name: 'Report',
  tableName: 'reports',
  properties: {
    id: p.integer().primary(),
    reporter: () => p.manyToOne(User).deleteRule('cascade').index(),
    targetType: p.enum([...REPORT_TARGET_TYPES]),
    targetId: p.integer(),
    reason: p.enum([...REPORT_REASONS]),
    details: p.text().nullable(),
    status: p.enum([...REPORT_STATUSES]).default('open'),
    createdAt: p.datetime().onCreate(() => new Date()),
    resolvedAt: p.datetime().nullable(),
    resolvedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    resolution: p.enum([...MODERATION_ACTIONS]).nullable(),
    resolutionNote: p.text().nullable(),
  },
  uniques: [{ name: 'reports_reporter_target_unique', properties: ['reporter', 'targetType', 'targetId'] }],
  indexes: [
    {
      name: 'reports_queue_index',
      columns: [{ name: 'status' }, { name: 'created_at', sort: 'desc' }, { name: 'id', sort: 'desc' }],
    },
    { name: 'reports_target_index', properties: ['targetType', 'targetId'] },
  ],
});

export type Report = InferEntity<typeof Report>;
