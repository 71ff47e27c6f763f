import { MESSAGES } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBookmark,
  buildChapter,
  buildComment,
  buildCommentLike,
  buildNovel,
  buildReadingProgress,
  buildReview,
} from '../../../test/factories.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { deleteNovel } from '../../commands/novel-deleter.ts';
import { Novel, NovelCover, User } from '../../entities/index.ts';

let server: TestServer;
let owner: { user: User; agent: TestAgent };
let roles: Record<'anonymous' | 'reader' | 'otherAuthor' | 'owner', TestAgent>;
beforeAll(async () => {
  server = await getTestServer();
  owner = await server.signedIn({ isAuthor: true });
  roles = {
    anonymous: server.agent(),
    reader: (await server.signedIn()).agent,
    otherAuthor: (await server.signedIn({ isAuthor: true })).agent,
    owner: owner.agent,
  };
});
afterAll(() => server.close());

const E = MESSAGES.errors;
const em = (): EntityManager => server.db.orm.em.fork();
const ownNovel = async (overrides: Partial<Novel> = {}) => {
  const fork = em();
  return buildNovel(fork, { ...overrides, author: fork.getReference(User, owner.user.id) });
};

/** A novel with one of every dependent row: cover, chapters, comments with a reply, likes, review, bookmark, progress. */
async function novelWithEverything() {
  const fork = em();
  const novel = await buildNovel(fork, { author: fork.getReference(User, owner.user.id), coverVersion: 1 });
  fork.create(NovelCover, { novel, data: Buffer.from('jpeg'), mimeType: 'image/jpeg', etag: 'etag' });
  const chapter = await buildChapter(fork, { novel });
  const draft = await buildChapter(fork, { novel, status: 'draft', publishedAt: null });
  const comment = await buildComment(fork, { chapter });
  const reply = await buildComment(fork, { chapter, parent: comment });
  await buildCommentLike(fork, { comment });
  await buildCommentLike(fork, { comment: reply });
  await buildReview(fork, { novel });
  await buildBookmark(fork, { novel });
  await buildReadingProgress(fork, { chapter: draft });
  return novel;
}

const TABLES = ['novel_covers', 'chapters', 'reviews', 'bookmarks', 'reading_progress'] as const;

/** How many rows still refer to the novel, directly or through its chapters and comments. */
async function rowsOf(novelId: number): Promise<Record<string, number>> {
  const count = async (sql: string) => Number((await em().execute<{ n: string }[]>(sql, [novelId]))[0]!.n);
  const counts: Record<string, number> = { novels: await count('select count(*) as n from novels where id = ?') };
  for (const table of TABLES) counts[table] = await count(`select count(*) as n from ${table} where novel_id = ?`);
  counts.comments = await count(
    'select count(*) as n from comments c join chapters ch on ch.id = c.chapter_id where ch.novel_id = ?',
  );
  counts.comment_likes = await count(
    `select count(*) as n from comment_likes l join comments c on c.id = l.comment_id
     join chapters ch on ch.id = c.chapter_id where ch.novel_id = ?`,
  );
  return counts;
}

/** Rows anywhere whose parent is gone (none may exist after a delete). */
async function orphans(): Promise<number> {
  const rows = await em().execute<{ n: string }[]>(`select
    (select count(*) from chapters where novel_id not in (select id from novels)) +
    (select count(*) from comments where chapter_id not in (select id from chapters)) +
    (select count(*) from comments where parent_id is not null and parent_id not in (select id from comments)) +
    (select count(*) from comment_likes where comment_id not in (select id from comments)) +
    (select count(*) from reviews where novel_id not in (select id from novels)) +
    (select count(*) from bookmarks where novel_id not in (select id from novels)) +
    (select count(*) from reading_progress where novel_id not in (select id from novels)) +
    (select count(*) from novel_covers where novel_id not in (select id from novels)) as n`);
  return Number(rows[0]!.n);
}

describe('DELETE /api/novels/{id}', () => {
  it('removes the novel and everything that hangs off it, leaving other novels alone', async () => {
    const doomed = await novelWithEverything();
    const kept = await novelWithEverything();
    const before = await rowsOf(doomed.id);
    expect(Object.values(before).every((count) => count > 0)).toBe(true);

    const response = await owner.agent.request('DELETE', `/api/novels/${doomed.id}`);
    expect(response).toMatchObject({ status: 200, body: { message: 'Novel deleted' } });
    expect(Object.values(await rowsOf(doomed.id)).every((count) => count === 0)).toBe(true);
    expect(await rowsOf(kept.id)).toEqual(before);
    expect(await orphans()).toBe(0);
    expect(await server.request('GET', `/api/novels/${doomed.id}`)).toMatchObject({ status: 404 });
    expect(await server.request('GET', `/api/novels/${doomed.id}/cover?v=1`)).toMatchObject({ status: 404 });
  });

  it('is one transaction: rolled back with its caller, nothing is lost', async () => {
    const novel = await novelWithEverything();
    const before = await rowsOf(novel.id);
    await expect(
      em().transactional(async (tx) => {
        await deleteNovel(tx, await tx.findOneOrFail(Novel, novel.id));
        expect((await tx.execute('select count(*)::int as n from chapters where novel_id = ?', [novel.id]))[0]).toEqual(
          {
            n: 0,
          },
        );
        throw new Error('abort after the delete');
      }),
    ).rejects.toThrow('abort after the delete');
    expect(await rowsOf(novel.id)).toEqual(before);
  });

  it('answers 404 for a missing novel and 400 for a bad id', async () => {
    expect(await owner.agent.request('DELETE', '/api/novels/2147483647')).toMatchObject({
      status: 404,
      body: { message: E.novelNotFound },
    });
    expect(await owner.agent.request('DELETE', '/api/novels/abc')).toMatchObject({ status: 400 });
  });
});

describe('role matrix of the mutating routes', () => {
  const expected = {
    create: { anonymous: 401, reader: 403, otherAuthor: 201, owner: 201 },
    update: { anonymous: 401, reader: 403, otherAuthor: 403, owner: 200 },
    delete: { anonymous: 401, reader: 403, otherAuthor: 403, owner: 200 },
  };
  let sequence = 0;

  for (const role of ['anonymous', 'reader', 'otherAuthor', 'owner'] as const) {
    it(`${role}: create ${expected.create[role]}, update ${expected.update[role]}, delete ${expected.delete[role]}`, async () => {
      const agent = roles[role];
      const created = await agent.request('POST', '/api/novels', {
        json: {
          title: `Matrix ${role} ${++sequence}`,
          description: 'Long enough description here.',
          genres: ['Drama'],
        },
      });
      expect(created.status).toBe(expected.create[role]);

      const novel = await ownNovel();
      const updated = await agent.request('PUT', `/api/novels/${novel.id}`, { json: { title: `Renamed ${role}` } });
      expect(updated.status).toBe(expected.update[role]);
      const deleted = await agent.request('DELETE', `/api/novels/${novel.id}`);
      expect(deleted.status).toBe(expected.delete[role]);
      if (deleted.status === 403) expect(deleted.body).toEqual({ message: E.editOwnNovelsOnly });
      expect(await em().count(Novel, { id: novel.id })).toBe(role === 'owner' ? 0 : 1);
    });
  }
});

describe('fuzzing', () => {
  const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 120 }), fc.constant("' or 1=1 --"));
  const field = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 12 }));
  const body = fc.oneof(
    fc.record(
      { title: field, description: field, genres: field, status: field, contentRating: field, coverImage: field },
      { requiredKeys: [] },
    ),
    fc.jsonValue(),
  );
  const noServerError = (response: { status: number; body: unknown }) => {
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) expect(response.body).toMatchObject({ message: expect.any(String) });
  };

  it('never answers 5xx to generated create and edit bodies', async () => {
    const novel = await ownNovel();
    await fc.assert(
      fc.asyncProperty(body, async (json) => {
        noServerError(await owner.agent.request('POST', '/api/novels', { json }));
        noServerError(await owner.agent.request('PUT', `/api/novels/${novel.id}`, { json }));
      }),
      { numRuns: 60, seed: 4 },
    );
  });

  it('never answers 5xx to generated path slots and query strings', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (slot, query) => {
        const s = encodeURIComponent(slot);
        const q = encodeURIComponent(query);
        for (const path of [
          `/api/novels/${s}`,
          `/api/novels/name/${s}`,
          `/api/novels/genre/${s}?limit=${q}`,
          `/api/novels/author/${s}`,
          `/api/novels/search?q=${q}&offset=${s}`,
          `/api/novels?sortBy=${q}&sortOrder=${s}&limit=${q}`,
          `/api/novels/${s}/cover?v=${q}`,
        ]) {
          if (slot !== '') noServerError(await server.request('GET', path));
        }
      }),
      { numRuns: 40, seed: 7 },
    );
  });
});
