import type { StaffTakedownCase, TakedownCase } from '@inkshelf/contracts';
import type { TargetFacts } from '../repositories/moderation-target.ts';
import type { TakedownRow } from '../repositories/takedown-repository.ts';
import { presentTargetPreview } from './moderation.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

const ref = (id: number | null, username: string | null) =>
  id !== null && username !== null ? { id, username } : null;

/** A case as its claimant (or the countering author) gets it: number, state, addresses and the clock. */
export function presentTakedownCase(row: TakedownRow): TakedownCase {
  return {
    id: row.id,
    status: row.status,
    urls: row.urls,
    receivedAt: iso(row.received_at),
    dueAt: iso(row.due_at),
  };
}

/** A case for moderators: the notice in full, each target previewed (null when gone), decision and counter-notice. */
export function presentStaffTakedownCase(
  row: TakedownRow,
  find: (type: string, id: number) => TargetFacts | null,
): StaffTakedownCase {
  return {
    ...presentTakedownCase(row),
    claimantName: row.claimant_name,
    email: row.email,
    originalWork: row.original_work,
    signature: row.signature,
    targets: row.targets.map((target) => {
      const facts = find(target.type, target.id);
      return { url: target.url, type: target.type, id: target.id, preview: facts ? presentTargetPreview(facts) : null };
    }),
    overdue: row.overdue,
    decision:
      row.decision && row.decided_at
        ? {
            action: row.decision,
            note: row.decision_note,
            decidedAt: iso(row.decided_at),
            decidedBy: ref(row.decided_by_id, row.decided_by_name),
          }
        : null,
    counterNotice:
      row.counter_at && row.counter_name !== null
        ? {
            author: ref(row.counter_user_id, row.counter_user_name),
            name: row.counter_name,
            statement: row.counter_statement ?? '',
            signature: row.counter_signature ?? '',
            receivedAt: iso(row.counter_at),
          }
        : null,
  };
}
