import type { ModerationAction, ReportBody, ReportStatus, ReportTargetType } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A report as the queue reads it: the report, its reporter's name, how often its target is reported, who resolved. */
export interface ReportRow {
  id: number;
  reporter_id: number;
  reporter_name: string;
  target_type: ReportTargetType;
  target_id: number;
  reason: ReportBody['reason'];
  details: string | null;
  status: ReportStatus;
  created_at: Date;
  resolved_at: Date | null;
  resolved_by_id: number | null;
  resolved_by_name: string | null;
  resolution: ModerationAction | null;
  resolution_note: string | null;
  report_count: number;
}

const SELECT = `select r.*, u.username as reporter_name, rb.username as resolved_by_name,
    (select count(*)::int from reports o
     where o.target_type = r.target_type and o.target_id = r.target_id and o.status = r.status) as report_count
  from reports r
  join users u on u.id = r.reporter_id
  left join users rb on rb.id = r.resolved_by_id`;

const ORDER = {
  newest: 'order by r.created_at desc, r.id desc',
  'most-reported': 'order by report_count desc, r.created_at desc, r.id desc',
} as const;

/** Reports: one per reporter and target; the queue; resolving every open report of a target at once. */
export class ReportRepository {
  constructor(private readonly em: EntityManager) {}

  /** Files the report unless this reporter already reported the target; its id and whether it is new. */
  async file(reporterId: number, body: ReportBody): Promise<{ id: number; created: boolean }> {
    const inserted = await this.em.execute<{ id: number }[]>(
      `insert into reports (reporter_id, target_type, target_id, reason, details, status, created_at)
       values (?, ?, ?, ?, ?, 'open', clock_timestamp())
       on conflict (reporter_id, target_type, target_id) do nothing returning id`,
      [reporterId, body.targetType, body.targetId, body.reason, body.details || null],
    );
    if (inserted[0]) return { id: inserted[0].id, created: true };
    const [existing] = await this.em.execute<{ id: number }[]>(
      'select id from reports where reporter_id = ? and target_type = ? and target_id = ?',
      [reporterId, body.targetType, body.targetId],
    );
    return { id: existing!.id, created: false };
  }

  async findById(id: number): Promise<ReportRow | null> {
    const [row] = await this.em.execute<ReportRow[]>(`${SELECT} where r.id = ?`, [id]);
    return row ?? null;
  }

  /** A page of the queue and the number of reports with that status. */
  async queue(
    status: ReportStatus,
    sort: keyof typeof ORDER,
    page: number,
    size: number,
  ): Promise<{ rows: ReportRow[]; total: number }> {
    const rows = await this.em.execute<ReportRow[]>(`${SELECT} where r.status = ? ${ORDER[sort]} limit ? offset ?`, [
      status,
      size,
      (page - 1) * size,
    ]);
    const [counted] = await this.em.execute<{ total: number }[]>(
      'select count(*)::int as total from reports where status = ?',
      [status],
    );
    return { rows, total: counted?.total ?? 0 };
  }

  /** Resolves this report and every other open report of its target with the same action and note. */
  async resolve(
    report: Pick<ReportRow, 'id' | 'target_type' | 'target_id'>,
    by: number,
    action: ModerationAction,
    note: string | null,
  ): Promise<void> {
    await this.em.execute(
      `update reports set status = 'resolved', resolved_at = clock_timestamp(), resolved_by_id = ?, resolution = ?,
         resolution_note = ?
       where target_type = ? and target_id = ? and (status = 'open' or id = ?)`,
      [by, action, note, report.target_type, report.target_id, report.id],
    );
  }
}
