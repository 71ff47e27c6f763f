import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR_IDS_SQL } from '../../src/services/search.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { buildAuthor } from '../factories.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  const em = db.orm.em.fork();
  for (const username of ['Quill_Harbour', 'Lantern_Keeper', 'Ash Vale']) await buildAuthor(em, { username });
});
afterAll(() => db.close());

/** The plan PostgreSQL makes for search's author match of `q`, the table scanned only when nothing else can answer. */
async function planOf(q: string): Promise<string> {
  const sql = `explain (format json) ${AUTHOR_IDS_SQL.replaceAll(':q', '?')}`;
  return db.orm.em.transactional(async (em) => {
    await em.execute('set local enable_seqscan = off');
    const rows = await em.execute<{ 'QUERY PLAN': unknown }[]>(sql, [q, q]);
    return JSON.stringify(rows[0]!['QUERY PLAN']);
  });
}

describe("search's author match", () => {
  it('finds accounts by a word of the username or the whole of it', async () => {
    const names = async (q: string) => {
      const sql = `select u.username from users u where u.id in (${AUTHOR_IDS_SQL.replaceAll(':q', '?')}) order by 1`;
      const rows = await db.orm.em.fork().execute<{ username: string }[]>(sql, [q, q]);
      return rows.map((row) => row.username);
    };
    expect(await names('vale')).toEqual(['Ash Vale']);
    expect(await names('quill_harbour')).toEqual(['Quill_Harbour']);
    expect(await names('nobody')).toEqual([]);
  });

  it('is answered from indexes, not by reading every account', async () => {
    const plan = await planOf('lantern');
    expect(plan).toContain('users_username_search_index');
    expect(plan).toContain('users_username_lower_unique');
    expect(plan).not.toContain('Seq Scan');
  });
});
