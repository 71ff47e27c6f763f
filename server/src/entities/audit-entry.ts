import { defineEntity, p, type InferEntity, type TriggerDef } from '@mikro-orm/core';
import { AUDIT_ACTIONS } from '@inkshelf/contracts';

/** The function that refuses any change to a written line (its name follows MikroORM's `{table}_{trigger}_fn`). */
const REFUSE_FN = `create or replace function "audit_log_append_only_fn"() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end $$;`;

/** Each trigger's DDL: the function, a `--` line, then the trigger (the migration runs them one at a time). */
export const AUDIT_LOG_TRIGGERS = {
  rows: `${REFUSE_FN}
--
create trigger "append_only" before update or delete on "audit_log" for each row execute function "audit_log_append_only_fn"();`,
  truncate: `${REFUSE_FN}
--
create trigger "append_only_truncate" before truncate on "audit_log" for each statement execute function "audit_log_append_only_fn"();`,
};

const auditLogTriggers: TriggerDef[] = [
  {
    name: 'append_only',
    timing: 'before',
    events: ['update', 'delete'],
    forEach: 'row',
    expression: AUDIT_LOG_TRIGGERS.rows,
  },
  // The TRUNCATE trigger is created by the migration only: PostgreSQL's information_schema does not list
  // statement triggers on TRUNCATE, so the schema tooling would see a declared one as missing.
];

/**
 * One line of the audit log (issue 18). Append-only: the `audit_log_append_only` trigger refuses UPDATE, DELETE and
 * TRUNCATE, so the application cannot change history. The actor is a plain id and name, not a foreign key, so deleting
 * an account never rewrites the log.
 */
export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_log',
  properties: {
    id: p.integer().primary(),
    actorId: p.integer().nullable(),
    actorName: p.string().length(64),
    action: p.enum([...AUDIT_ACTIONS]),
    targetType: p.string().length(32),
    targetId: p.integer(),
    note: p.text().nullable(),
    details: p.json<Record<string, unknown>>().default('{}'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  triggers: auditLogTriggers,
  indexes: [
    {
      name: 'audit_log_created_index',
      columns: [
        { name: 'created_at', sort: 'desc' },
        { name: 'id', sort: 'desc' },
      ],
    },
  ],
});

export type AuditEntry = InferEntity<typeof AuditEntry>;
