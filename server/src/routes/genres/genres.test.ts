import { GenreCountListSchema } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { NovelRepository } from '../../repositories/novel-repository.ts';
import { User, type Novel } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const em = (): EntityManager => server.db.orm.em.fork();
const novelOf = async (author: User, overrides: Partial<Novel>) => {
  const fork = em();
  return buildNovel(fork, { ...overrides, author: fork.getReference(User, author.id) });
};

/** The rows of the answer for the genres this file made (other files' novels live in their own databases). */
const ours = (rows: { genre: string; count: number }[]) => rows.filter((row) => row.genre.startsWith('Zz'));

describe('GET /api/genres', () => {
  beforeAll(async () => {
    const author = await buildAuthor(em());
    await novelOf(author, { genres: ['Zz Cozy Mystery', 'Zz Romance'] });
    await novelOf(author, { genres: ['Zz cozy mystery'] });
    await novelOf(author, { genres: ['Zz Cozy Mystery', 'ZZ COZY MYSTERY'] });
    await novelOf(author, { genres: ['Zz Romance', 'Zz Unpublished'], status: 'draft' });
    await novelOf(author, { genres: ['Zz Only In Drafts'], status: 'draft' });
  });

  it('counts the published novels of each genre, case-insensitively, A to Z, in the contract shape', async () => {
    const response = await server.request('GET', '/api/genres');
    expect(response.status).toBe(200);
    const rows = GenreCountListSchema.parse(response.body);
    // The most used spelling names the genre; a novel listing it twice counts once; drafts count nowhere.
    expect(ours(rows)).toEqual([
      { genre: 'Zz Cozy Mystery', count: 3 },
      { genre: 'Zz Romance', count: 1 },
    ]);
    const keys = rows.map((row) => row.genre.toLowerCase());
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is public and answers the same for a signed-in reader', async () => {
    const { agent } = await server.signedIn();
    const response = await agent.request('GET', '/api/genres');
    expect(response.status).toBe(200);
    expect(ours(GenreCountListSchema.parse(response.body))).toHaveLength(2);
  });

  it('is a named repository query returning plain rows', async () => {
    const rows = await new NovelRepository(em()).countByGenre();
    expect(ours(rows)).toContainEqual({ genre: 'Zz Romance', count: 1 });
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });
});
