import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { novelSearchDocument } from '../../src/entities/novel-search-triggers.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { buildNovel } from '../factories.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const em = (): EntityManager => db.orm.em.fork();

/** The stored search columns beside what the document's expression gives for the row as it stands now. */
async function columns(id: number) {
  const [row] = await em().execute<{ title: string; search: string; expectedTitle: string; expected: string }[]>(
    `select n.title_vector::text as title, n.search_vector::text as search,
            to_tsvector('english', n.title)::text as "expectedTitle", (${novelSearchDocument('n')})::text as expected
     from novels n where n.id = ?`,
    [id],
  );
  return row!;
}

describe('the search columns of novels (kept by triggers)', () => {
  it('are computed on insert from the title, the genres and the description', async () => {
    const novel = await buildNovel(em(), {
      title: 'Lanterns over the Harbour',
      genres: ['Fantasy', 'Mystery'],
      description: 'A keeper of lighthouses follows letters written in silver ink.',
    });
    const stored = await columns(novel.id);
    expect(stored.search).toBe(stored.expected);
    expect(stored.title).toBe(stored.expectedTitle);
    expect(stored.search).toContain("'lantern':1A");
    expect(stored.search).toContain("'fantasi'");
    expect(stored.search).toContain("'silver'");
  });

  it('follow every change of the title, the description or the genres', async () => {
    const novel = await buildNovel(em(), { title: 'First Light', genres: ['Drama'], description: 'Morning tides.' });
    for (const change of [
      "title = 'Second Dawn'",
      "description = 'Evening storms over the reef.'",
      "genres = array['Horror', 'Adventure']",
    ]) {
      await em().execute(`update novels set ${change} where id = ?`, [novel.id]);
      const stored = await columns(novel.id);
      expect(stored.search, change).toBe(stored.expected);
      expect(stored.title, change).toBe(stored.expectedTitle);
    }
    const stored = await columns(novel.id);
    expect(stored.search).toContain("'dawn':2A");
    expect(stored.search).toContain("'horror'");
    expect(stored.search).toContain("'reef'");
    expect(stored.search).not.toContain("'tide'");
  });

  it('are left as they are by writes to other columns, and no one can make them disagree with the row', async () => {
    const novel = await buildNovel(em(), { title: 'Quiet Roads', description: 'Walking home.' });
    const before = await columns(novel.id);
    await em().execute('update novels set bookmark_count = bookmark_count + 1, view_count = 7 where id = ?', [
      novel.id,
    ]);
    expect(await columns(novel.id)).toEqual(before);
    // A write that names the search column itself along with the title still gets the title's vector.
    await em().execute(
      `update novels set title = 'Loud Roads', title_vector = to_tsvector('simple', 'x') where id = ?`,
      [novel.id],
    );
    const after = await columns(novel.id);
    expect(after.title).toBe(after.expectedTitle);
    expect(after.search).toBe(after.expected);
  });
});
