/**
 * The sitemap reads: a part is read in keyset batches (one query per batch, never more rows than a batch), its
 * id range bounds it, and only public content comes back; the parts list skips empty ranges.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { buildAuthor, buildChapter, buildNovel } from '../../test/factories.ts';
import type { Chapter } from '../entities/index.ts';
import { latestPublicChapters, sitemapParts, sitemapRows, type SitemapRow } from './seo-query.ts';

let db: TestDatabase;
let published: Chapter[];
let draft: Chapter;
let hidden: Chapter;
beforeAll(async () => {
  db = await createTestDatabase();
  const em = db.orm.em.fork();
  const author = await buildAuthor(em);
  const novel = await buildNovel(em, { author });
  published = [];
  for (let i = 0; i < 5; i++) published.push(await buildChapter(em, { novel }));
  draft = await buildChapter(em, { novel, status: 'draft', publishedAt: null });
  hidden = await buildChapter(em, { novel: await buildNovel(em, { author, status: 'draft' }) });
});
afterAll(() => db.close());

async function collect(em: EntityManager, part: number, size: number, batchSize: number) {
  const batches: SitemapRow[][] = [];
  for await (const batch of sitemapRows(em, 'chapters', { part, size }, batchSize)) batches.push(batch);
  return batches;
}

describe('sitemapRows', () => {
  it('reads a part in batches of at most batchSize rows, one query each, public chapters only', async () => {
    const em = db.orm.em.fork();
    const execute = vi.spyOn(em, 'execute');
    const batches = await collect(em, 1, 1_000_000, 2);
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
    expect(execute).toHaveBeenCalledTimes(3);
    for (const [, params] of execute.mock.calls) expect((params as unknown[]).at(-1)).toBe(2);
    expect(batches.flat().map((row) => row.id)).toEqual(published.map((chapter) => chapter.id));
    expect(batches.flat().map((row) => row.id)).not.toContain(draft.id);
    expect(batches.flat().map((row) => row.id)).not.toContain(hidden.id);
  });

  it('stays inside the id range of its part', async () => {
    const size = 2;
    const ids = published.map((chapter) => chapter.id);
    const part = Math.floor((ids[1]! - 1) / size) + 1;
    const rows = (await collect(db.orm.em.fork(), part, size, 10)).flat();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.id > (part - 1) * size && row.id <= part * size).toBe(true);
  });
});

describe('sitemapParts', () => {
  it('lists the parts holding a public URL, in order', async () => {
    const em = db.orm.em.fork();
    const size = 2;
    const parts = await sitemapParts(em, 'chapters', size);
    const expected = [...new Set(published.map((chapter) => Math.floor((chapter.id - 1) / size) + 1))];
    expect(parts.map((part) => part.part)).toEqual(expected);
  });
});

describe('latestPublicChapters', () => {
  it('reads no more than the opening of a chapter', async () => {
    const em = db.orm.em.fork();
    const long = await buildChapter(em, { contentText: 'word '.repeat(100_000) });
    const [row] = await latestPublicChapters(em, 1);
    expect(row?.id).toBe(long.id);
    expect(row?.opening?.length).toBe(1_000);
  });
});
