import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHOR_SEARCH_SQL } from '../../src/repositories/author-search.ts';
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

/** The author match with every `:q` bound to the text. */
const bound = (q: string) => {
  const sql = AUTHOR_IDS_SQL.replaceAll(':q', '?');
  return { sql, values: Array<string>(sql.split('?').length - 1).fill(q) };
};

/** The plan PostgreSQL makes for search's author match of `q`, the table scanned only when nothing else can answer. */
async function planOf(q: string): Promise<string> {
  const { sql: match, values } = bound(q);
  const sql = `explain (format json) ${match}`;
  return db.orm.em.transactional(async (em) => {
    await em.execute('set local enable_seqscan = off');
    const rows = await em.execute<{ 'QUERY PLAN': unknown }[]>(sql, values);
    return JSON.stringify(rows[0]!['QUERY PLAN']);
  });
}

describe("search's author match", () => {
  it('finds accounts by a word of the username, the whole of it, or the start of its letters', async () => {
    const names = async (q: string) => {
      const { sql: match, values } = bound(q);
      const sql = `select u.username from users u where u.id in (${match}) order by 1`;
      const rows = await db.orm.em.fork().execute<{ username: string }[]>(sql, values);
      return rows.map((row) => row.username);
    };
    expect(await names('vale')).toEqual(['Ash Vale']);
    expect(await names('quill_harbour')).toEqual(['Quill_Harbour']);
    expect(await names('nobody')).toEqual([]);
    // The start of the letters and digits, from three (issue 37): "Theo" and "theo vance" for TheoVance.
    expect(await names('lant')).toEqual(['Lantern_Keeper']);
    expect(await names('lantern keep')).toEqual(['Lantern_Keeper']);
    expect(await names('la')).toEqual([]);
  });

  it('is answered from indexes, not by reading every account', async () => {
    const plan = await planOf('lantern');
    expect(plan).toContain('users_username_search_index');
    expect(plan).toContain('users_username_lower_unique');
    expect(plan).toContain('users_username_key_trgm_index');
    expect(plan).not.toContain('Seq Scan');
  });
});

describe('author search (issue 37)', () => {
  it("reaches accounts through an index (their authors' novels or the trigram index), never by reading them all", async () => {
    const uses = AUTHOR_SEARCH_SQL.split('?::text').length - 1;
    const plan = await db.orm.em.transactional(async (em) => {
      await em.execute('set local enable_seqscan = off');
      const rows = await em.execute<{ 'QUERY PLAN': unknown }[]>(`explain (format json) ${AUTHOR_SEARCH_SQL}`, [
        ...Array<string>(uses).fill('lantern keep'),
        6,
      ]);
      return JSON.stringify(rows[0]!['QUERY PLAN']);
    });
    // With sequential scans priced out, a plan that still reads every account would show one.
    expect(plan).not.toMatch(/"Seq Scan"[^}]*"Relation Name":"users"/);
    expect(plan).toMatch(/"Index Name":"users_(pkey|username_key_trgm_index)"/);
  });
});
