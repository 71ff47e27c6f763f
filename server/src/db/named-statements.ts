import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { DatabaseKind } from './database.ts';

/**
 * How a hot statement is sent: 'prepared' by name on PostgreSQL, so each pooled connection plans it once (for a
 * request's small statements planning costs as much as running them); 'orm' on the embedded database, whose one session
 * the connections share, so a name prepared by one would clash with the next.
 */
export type StatementMode = 'prepared' | 'orm';

/** The mode for a database: named statements on PostgreSQL, never on the embedded one. */
export const statementModeOf = (kind: DatabaseKind): StatementMode => (kind === 'postgresql' ? 'prepared' : 'orm');

/** A statement with `?` placeholders and the name it is prepared under (one name, one text, for ever). */
export interface NamedStatement {
  name: string;
  sql: string;
}

/** `?` placeholders as PostgreSQL's `$1`, `$2`, ... (for statements that have no other question mark). */
export function numbered(sql: string): string {
  let next = 0;
  return sql.replace(/\?/g, () => `$${++next}`);
}

/** Each connection's pg pool once it is open (getNativeClient is asynchronous; the hot reads ask for it often). */
const pools = new WeakMap<PostgreSqlConnection, NativePool>();
type NativePool = Awaited<ReturnType<PostgreSqlConnection['getNativeClient']>>;

/**
 * Runs the statement on `connection`: named on PostgreSQL's pool in 'prepared' mode, else through the ORM. Only
 * outside a transaction: the pool hands out any of its connections, not the transaction's.
 */
export function runStatement<T>(
  connection: PostgreSqlConnection,
  statement: NamedStatement & { text?: string },
  params: unknown[],
  mode: StatementMode,
): Promise<T[]> {
  if (mode === 'orm') return connection.execute<T[]>(statement.sql, params);
  const query = { name: statement.name, text: statement.text ?? numbered(statement.sql), values: params };
  // A pool that was ended (the ORM closed, maybe to connect again) is asked for afresh.
  const pool = pools.get(connection);
  if (pool && !pool.ending) return pool.query(query).then(rowsOf<T>);
  return connection.getNativeClient().then((opened) => {
    pools.set(connection, opened);
    return opened.query(query).then(rowsOf<T>);
  });
}

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];

/** A statement to run by name, its PostgreSQL text worked out once. */
export const namedStatement = (name: string, sql: string): NamedStatement & { text: string } => ({
  name,
  sql,
  text: numbered(sql),
});
