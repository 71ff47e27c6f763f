import { LIMITS, NOVEL_LIST_SORT_FIELDS, type NovelListSortField } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { buildAuthor, buildNovel } from '../../test/factories.ts';
import {
  latestNovels,
  latestStatement,
  rankedNovels,
  rankedStatement,
  type ListStatement,
  type RankedQuery,
} from './novel-list-query.ts';

const sorts: (NovelListSortField | undefined)[] = [undefined, ...NOVEL_LIST_SORT_FIELDS];
const orders = ['asc', 'desc'] as const;
const limits = Array.from({ length: LIMITS.maxPageSize }, (_, i) => i + 1);

/** Every unfiltered query of the first pages a client can send, and a few deeper and filtered ones. */
function queries(): RankedQuery[] {
  const all: RankedQuery[] = [];
  for (const sortBy of sorts)
    for (const sortOrder of orders)
      for (const limit of limits) for (const offset of [0, limit]) all.push({ sortBy, sortOrder, limit, offset });
  all.push({ sortOrder: 'desc', limit: 10, offset: 0, genres: ['fantasy'] });
  all.push({ sortBy: 'wordCount', sortOrder: 'desc', limit: 20, offset: 0, minWords: 1000 });
  return all;
}

describe('the named list statements', () => {
  const statements: ListStatement[] = [
    ...queries().map((query) => rankedStatement(query, 'prepared')),
    ...limits.map((limit) => latestStatement(limit, 'prepared')),
  ];
  const named = statements.filter((statement) => statement.name);

  it('are a handful per list: first pages, unfiltered, at the usual sizes', () => {
    const names = new Set(named.map((statement) => statement.name));
    // (newest first, and five sorts in two orders) x four sizes, and the latest novels at four sizes.
    expect(names.size).toBe(11 * 4 + 4);
    for (const query of queries()) {
      const { name } = rankedStatement(query, 'prepared');
      const usual = [10, 12, 60, 100].includes(query.limit);
      const plain = query.offset === 0 && !query.genres && query.minWords === undefined;
      expect([query, Boolean(name)]).toEqual([query, usual && plain]);
    }
  });

  it('give each name one text, with the page size written in and nothing left to bind', () => {
    const texts = new Map<string, string>();
    for (const { name, sql, params } of named) {
      expect(texts.get(name!) ?? sql).toBe(sql);
      texts.set(name!, sql);
      expect(params).toEqual([]);
      expect(sql).not.toContain('?');
    }
  });

  it('are never named for the embedded database', () => {
    for (const query of queries()) expect(rankedStatement(query, 'orm').name).toBeUndefined();
    for (const limit of limits) expect(latestStatement(limit, 'orm').name).toBeUndefined();
  });
});

describe('list pages on both paths', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    const em = db.orm.em.fork();
    const author = await buildAuthor(em);
    for (let i = 0; i < 30; i++) {
      await buildNovel(em, {
        author,
        title: `The Listed Novel ${i}`,
        viewCount: (i * 7) % 11,
        bookmarkCount: (i * 5) % 13,
        ratingSum: i % 4 === 0 ? 0 : (i % 5) + 1,
        reviewCount: i % 4 === 0 ? 0 : 1,
        averageRating: i % 4 === 0 ? null : String((i % 5) + 1),
        createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 7))),
      });
    }
  });
  afterAll(() => db.close());

  it('answer the same pages named and sent as they come, on every connection of the pool', async () => {
    for (const sortBy of sorts) {
      for (const sortOrder of orders) {
        for (const [limit, offset] of [
          [10, 0],
          [12, 0],
          [7, 0],
          [10, 10],
        ] as const) {
          const query = { sortBy, sortOrder, limit, offset };
          const expected = await rankedNovels(db.orm.em.fork(), query, 'orm');
          const answers = await Promise.all(
            Array.from({ length: 6 }, () => rankedNovels(db.orm.em.fork(), query, 'prepared')),
          );
          for (const answer of answers) expect([query, answer]).toEqual([query, expected]);
        }
      }
    }
    for (const limit of [10, 12, 7]) {
      const expected = await latestNovels(db.orm.em.fork(), limit, 'orm');
      expect(expected).toHaveLength(limit);
      for (let i = 0; i < 6; i++) expect(await latestNovels(db.orm.em.fork(), limit, 'prepared')).toEqual(expected);
    }
  });
});
