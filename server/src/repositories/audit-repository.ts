import type { AuditAction } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../entities/index.ts';

export interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_name: string;
  action: AuditAction;
  target_type: string;
  target_id: number;
  note: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

/** The audit log: appended to by every moderation and role action, read by admins. Never updated or deleted. */
export class AuditRepository {
  constructor(private readonly em: EntityManager) {}

  /** Records an action in the caller's transaction, so it is logged exactly when it happens. */
  async append(
    actor: Pick<User, 'id' | 'username'> | null,
    action: AuditAction,
    target: { type: string; id: number },
    note: string | null,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await this.em.execute(
      `insert into audit_log (actor_id, actor_name, action, target_type, target_id, note, details, created_at)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, clock_timestamp())`,
      [
        actor?.id ?? null,
        actor?.username ?? 'server command',
        action,
        target.type,
        target.id,
        note,
        JSON.stringify(details),
      ],
    );
  }

  /** A page of the log, newest first, and the number of lines. */
  async page(page: number, size: number): Promise<{ rows: AuditRow[]; total: number }> {
    const rows = await this.em.execute<AuditRow[]>(
      'select * from audit_log order by created_at desc, id desc limit ? offset ?',
      [size, (page - 1) * size],
    );
    const [counted] = await this.em.execute<{ total: number }[]>('select count(*)::int as total from audit_log');
    return { rows, total: counted?.total ?? 0 };
  }
}
