import { nameKey } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planNovelNames } from '../../src/db/migrations/Migration20261125100000.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  db.orm.em.fork().execute<T[]>(query, params);

describe('planNovelNames', () => {
  it('keeps the oldest title of each key and renames the later copies to the first free suffix', () => {
    const plan = planNovelNames([
      { id: 5, title: 'Ｔｈｅ Ｇａｔｅ', genres: ['Fantasy'] },
      { id: 2, title: 'The Gate', genres: ['Fantasy'] },
      { id: 9, title: 'The Gate (2)', genres: ['Fantasy'] },
      { id: 7, title: 'THE\u200BGATE', genres: ['Fantasy'] },
      { id: 8, title: 'the  gate', genres: ['Fantasy'] },
    ]);
    const byId = new Map(plan.map((change) => [change.id, change]));
    expect(byId.get(2)).toEqual({ id: 2, key: 'the gate' });
    expect(byId.get(9)).toEqual({ id: 9, key: 'the gate (2)' });
    expect(byId.get(5)).toEqual({ id: 5, key: 'the gate (3)', title: 'Ｔｈｅ Ｇａｔｅ (3)' });
    expect(byId.get(7)).toEqual({ id: 7, key: 'thegate' });
    expect(byId.get(8)).toEqual({ id: 8, key: 'the gate (4)', title: 'the  gate (4)' });
    expect(new Set(plan.map((change) => change.key)).size).toBe(plan.length);
  });

  it('cuts a long title to fit its suffix in 100 characters, never through a surrogate pair', () => {
    const long = `${'a'.repeat(95)}🐉🐉🐉`;
    const plan = planNovelNames([
      { id: 1, title: long, genres: [] },
      { id: 2, title: long.toUpperCase(), genres: [] },
    ]);
    // 96 units are left for the title: the dragon's second half would be the 97th, so the whole dragon goes.
    expect(plan[1]!.title).toBe(`${'A'.repeat(95)} (2)`);
    const fits = planNovelNames([
      { id: 1, title: `${'b'.repeat(94)}🐉🐉`, genres: [] },
      { id: 2, title: `${'B'.repeat(94)}🐉🐉`, genres: [] },
    ]);
    expect(fits[1]!.title).toBe(`${'B'.repeat(94)}🐉 (2)`);
    expect(fits[1]!.title!.length).toBe(100);
  });

  it('normalizes genres and drops their duplicates, touching only rows that change', () => {
    const plan = planNovelNames([
      { id: 1, title: 'One', genres: ['Roma\u0301ntico', 'romántico', 'Drama'] },
      { id: 2, title: 'Two', genres: ['Fantasy'] },
    ]);
    expect(plan[0]).toEqual({
      id: 1,
      key: 'one',
      genres: ['Romántico', 'Drama'],
      genre_keys: ['romántico', 'drama'],
    });
    expect(plan[1]).toEqual({ id: 2, key: 'two' });
  });
});

describe('Migration20261125100000', () => {
  it('fills the keys of stored novels, renames look-alike copies and adds the constraint', async () => {
    await db.orm.migrator.down({ to: 'Migration20261125090000' });
    const author = await buildAuthorWithoutNovels();
    const insert = async (title: string, genres: string[]) => {
      const rows = await sql<{ id: number }>(
        `insert into novels (title, description, author_id, genres, genre_keys, created_at, updated_at)
         values (?, 'A description long enough.', ?, ?::text[], ?::text[], now(), now()) returning id`,
        [title, author, toArrayLiteral(genres), toArrayLiteral(genres.map((genre) => genre.toLowerCase()))],
      );
      return rows[0]!.id;
    };
    // What the look-alike attack left behind: lower() told these apart.
    const original = await insert('The Gate', ['Fantasy']);
    const fullwidth = await insert('Ｔｈｅ Ｇａｔｅ', ['Fantasy']);
    const decomposed = await insert('Cafe\u0301 Nights', ['Roma\u0301ntico']);
    const composed = await insert('Café Nights', ['Drama']);
    const rtl = await insert('\u202EThe Gate', ['Fantasy']);

    await db.orm.migrator.up();

    const rows = await sql<{ id: number; title: string; title_key: string; genres: string[]; tags: string[] }>(
      'select id, title, title_key, genres, tags, tag_keys from novels where id = any(?::int[]) order by id',
      [toArrayLiteral([original, fullwidth, decomposed, composed, rtl].map(String))],
    );
    expect(rows.map(({ title, title_key }) => [title, title_key])).toEqual([
      ['The Gate', 'the gate'],
      ['Ｔｈｅ Ｇａｔｅ (2)', 'the gate (2)'],
      ['Cafe\u0301 Nights', 'café nights'],
      ['Café Nights (2)', 'café nights (2)'],
      ['\u202EThe Gate (3)', 'the gate (3)'],
    ]);
    for (const row of rows) expect(row.title_key).toBe(nameKey(row.title));
    // Normalized here; migration 20261203170000 then makes it a tag, as it is not a curated genre.
    expect(rows[2]).toMatchObject({ genres: [], tags: ['Romántico'], tag_keys: ['romántico'] });
    expect(rows[3]).toMatchObject({ genres: ['Drama'], tags: [] });

    const constraint = await sql<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'novels_title_key_unique'`,
    );
    expect(constraint).toEqual([{ definition: 'UNIQUE (title_key)' }]);
    const nullable = await sql<{ is_nullable: string }>(
      `select is_nullable from information_schema.columns where table_name = 'novels' and column_name = 'title_key'`,
    );
    expect(nullable).toEqual([{ is_nullable: 'NO' }]);
    expect(await db.orm.migrator.getPending()).toEqual([]);
  });
});

/** An author id for raw inserts. */
async function buildAuthorWithoutNovels(): Promise<number> {
  // Raw SQL: the schema is the one of an older migration here, without the columns later ones add to users.
  const rows = await sql<{ id: number }>(
    `insert into users (email, username, is_author, created_at, updated_at)
     values ('keys-' || gen_random_uuid() || '@example.test', 'keys' || floor(random() * 1e9)::text, true, now(), now())
     returning id`,
  );
  return rows[0]!.id;
}

/** A PostgreSQL array literal of texts. */
function toArrayLiteral(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
