import {
  nameKey,
  OPEN_TAKEDOWN_STATUSES,
  POLICY,
  TAKEDOWN_STATUSES,
  type TakedownAction,
  type TakedownBody,
  type TakedownStatus,
} from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TakedownTargetRef } from '../entities/takedown-case.ts';

/** A case as the queue reads it: the row, its due time and overdue flag, and the names of who decided and who countered. */
export interface TakedownRow {
  id: number;
  claimant_name: string;
  email: string;
  urls: string[];
  targets: TakedownTargetRef[];
  original_work: string;
  signature: string;
  status: TakedownStatus;
  received_at: Date;
  due_at: Date;
  overdue: boolean;
  decision: TakedownAction | null;
  decision_note: string | null;
  decided_at: Date | null;
  decided_by_id: number | null;
  decided_by_name: string | null;
  counter_user_id: number | null;
  counter_user_name: string | null;
  counter_name: string | null;
  counter_statement: string | null;
  counter_signature: string | null;
  counter_at: Date | null;
}

/** The policy's review time as SQL: a case is due this long after it was received. */
const DUE = `t.received_at + make_interval(hours => ${POLICY.takedownHours})`;

const SELECT = `select t.*, ${DUE} as due_at, (t.status = 'open' and ${DUE} < clock_timestamp()) as overdue,
    d.username as decided_by_name, cu.username as counter_user_name
  from takedown_cases t
  left join users d on d.id = t.decided_by_id
  left join users cu on cu.id = t.counter_user_id`;

const OPEN = OPEN_TAKEDOWN_STATUSES;
const CLOSED = TAKEDOWN_STATUSES.filter((status) => !OPEN.includes(status));
const QUEUE = {
  open: { statuses: OPEN, order: `order by overdue desc, due_at asc, t.id asc` },
  closed: { statuses: CLOSED, order: 'order by t.decided_at desc nulls last, t.id desc' },
} as const;

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Takedown cases: filing, the queue, decisions and counter-notices; where a notice's addresses point. */
export class TakedownRepository {
  constructor(private readonly em: EntityManager) {}

  /** The id of a novel by the title in its address (compared by its key, as the novel page does). */
  async novelIdByTitle(title: string): Promise<number | null> {
    const [row] = await this.em.execute<{ id: number }[]>('select id from novels where title_key = ?', [
      nameKey(title),
    ]);
    return row?.id ?? null;
  }

  async chapterId(novelId: number, chapterNumber: number): Promise<number | null> {
    const [row] = await this.em.execute<{ id: number }[]>(
      'select id from chapters where novel_id = ? and chapter_number = ?',
      [novelId, chapterNumber],
    );
    return row?.id ?? null;
  }

  async file(body: TakedownBody, targets: TakedownTargetRef[]): Promise<number> {
    const [row] = await this.em.execute<{ id: number }[]>(
      `insert into takedown_cases (claimant_name, email, urls, targets, original_work, signature, status, received_at)
       values (?, ?, ?::jsonb, ?::jsonb, ?, ?, 'open', clock_timestamp()) returning id`,
      [
        body.claimantName,
        body.email,
        JSON.stringify(body.urls),
        JSON.stringify(targets),
        body.originalWork,
        body.signature,
      ],
    );
    return row!.id;
  }

  async findById(id: number, lock = false): Promise<TakedownRow | null> {
    // `for update of t`: a decision and a counter-notice on the same case wait for each other.
    const [row] = await this.em.execute<TakedownRow[]>(`${SELECT} where t.id = ?${lock ? ' for update of t' : ''}`, [
      id,
    ]);
    return row ?? null;
  }

  /** A page of open (overdue first, then by due time) or closed (latest decided first) cases, and their number. */
  async queue(which: keyof typeof QUEUE, page: number, size: number): Promise<{ rows: TakedownRow[]; total: number }> {
    const { statuses, order } = QUEUE[which];
    const rows = await this.em.execute<TakedownRow[]>(
      `${SELECT} where t.status in (${placeholders(statuses)}) ${order} limit ? offset ?`,
      [...statuses, size, (page - 1) * size],
    );
    const [counted] = await this.em.execute<{ total: number }[]>(
      `select count(*)::int as total from takedown_cases where status in (${placeholders(statuses)})`,
      [...statuses],
    );
    return { rows, total: counted?.total ?? 0 };
  }

  async decide(id: number, status: TakedownStatus, action: TakedownAction, by: number, note: string | null) {
    await this.em.execute(
      `update takedown_cases set status = ?, decision = ?, decision_note = ?, decided_by_id = ?,
         decided_at = clock_timestamp() where id = ?`,
      [status, action, note, by, id],
    );
  }

  async counterNotice(id: number, userId: number, body: { name: string; statement: string; signature: string }) {
    await this.em.execute(
      `update takedown_cases set status = 'countered', counter_user_id = ?, counter_name = ?, counter_statement = ?,
         counter_signature = ?, counter_at = clock_timestamp() where id = ?`,
      [userId, body.name, body.statement, body.signature, id],
    );
  }
}
