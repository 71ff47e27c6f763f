/**
 * Every write that changes what a signed-out visitor sees, against every cached read it touches: each read is
 * warmed into the caches first, then the write goes through one instance. That instance answers the new state at
 * once; a second instance of the site (same database, shared store) within moments of the write.
 */
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chapterPath, novelPath } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/entities/index.ts';
import { DEFAULT_WEB_DIST } from '../src/env.ts';
import { chapterOf } from '../src/routes/chapters/chapter-test-support.ts';
import { buildNovel } from './factories.ts';
import type { SharedStateKind } from '../src/services/shared-state.ts';
import { getTestServer, uniquePrefix, type TestAgent, type TestResponse, type TestServer } from './support.ts';

const KIND: SharedStateKind = process.env.DATABASE_URL ? 'postgresql' : 'redis';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

interface Scene {
  novelId: number;
  title: string;
  /** A word only this scene's novel has in its title, to search for. */
  word: string;
  /** Chapters 1 and 2 published, 3 a draft. */
  chapterIds: number[];
  /** The reader's review of the novel. */
  reviewId: number;
  owner: TestAgent;
  ownerPassword: string;
  reader: TestAgent;
}

/** A public read and what it must show once the write is done. */
interface Read {
  url: string;
  page?: boolean;
  shows: (answer: TestResponse) => boolean;
}

interface WriteCase {
  name: string;
  write: (scene: Scene) => Promise<TestResponse>;
  reads: (scene: Scene) => Read[];
}

const has = (text: string) => (answer: TestResponse) => answer.status === 200 && answer.text.includes(text);
const lacks = (text: string) => (answer: TestResponse) => !answer.text.includes(text);
const gone = (answer: TestResponse) => answer.status === 404;
/** A page that moved for good (issue 37: a novel's former title). */
const movedTo = (path: string) => (answer: TestResponse) =>
  answer.status === 301 && answer.headers.get('location') === path;

/** A novel no reader may see any more: its reads, lists and page. */
const novelGone = (s: Scene): Read[] => [
  { url: `/api/novels/${s.novelId}`, shows: gone },
  { url: `/api/novels/${s.novelId}/chapters/1`, shows: gone },
  { url: '/api/novels/latest?limit=10', shows: lacks(s.title) },
  { url: `/api/novels/search?q=${s.word}`, shows: lacks(s.title) },
  { url: novelPath(s.title), page: true, shows: gone },
];

const CASES: WriteCase[] = [
  {
    name: 'a chapter edited',
    write: (s) =>
      s.owner.request('PUT', `/api/novels/${s.novelId}/chapters/1`, {
        json: { title: 'Lanterns Rewritten', content: '<p>Rewritten words.</p>' },
      }),
    reads: (s) => [
      { url: `/api/novels/${s.novelId}/chapters/1`, shows: has('Lanterns Rewritten') },
      { url: `/api/novels/${s.novelId}/chapters/1?format=html`, shows: has('Rewritten words.') },
      { url: `/api/novels/${s.novelId}/chapters`, shows: has('Lanterns Rewritten') },
      { url: chapterPath(s.title, 1), page: true, shows: has('Rewritten words.') },
      { url: novelPath(s.title), page: true, shows: has('Lanterns Rewritten') },
    ],
  },
  {
    name: 'the novel renamed',
    write: (s) => s.owner.request('PUT', `/api/novels/${s.novelId}`, { json: { title: `${s.title} Reborn` } }),
    reads: (s) => [
      { url: `/api/novels/${s.novelId}`, shows: has(`${s.title} Reborn`) },
      { url: '/api/novels/latest?limit=10', shows: has(`${s.title} Reborn`) },
      { url: `/api/novels/search?q=${s.word}`, shows: has(`${s.title} Reborn`) },
      { url: `/api/novels/${s.novelId}/chapters/1`, shows: has(`${s.title} Reborn`) },
      // The old title still finds the novel (issue 37): the API answers it, the page moves to the new address.
      { url: `/api/novels/name/${encodeURIComponent(s.title)}`, shows: has(`${s.title} Reborn`) },
      { url: novelPath(s.title), page: true, shows: movedTo(novelPath(`${s.title} Reborn`)) },
      { url: '/', page: true, shows: has(`${s.title} Reborn`) },
    ],
  },
  {
    name: 'a chapter deleted',
    write: (s) => s.owner.request('DELETE', `/api/chapters/${s.chapterIds[1]}`),
    reads: (s) => [
      { url: `/api/novels/${s.novelId}/chapters/2`, shows: gone },
      { url: `/api/novels/${s.novelId}/chapters/1`, shows: (a) => a.body?.nextChapterNumber === null },
      { url: `/api/novels/${s.novelId}/chapters`, shows: lacks('Second Light') },
      { url: chapterPath(s.title, 2), page: true, shows: gone },
      { url: novelPath(s.title), page: true, shows: lacks('Second Light') },
    ],
  },
  {
    name: 'a review posted',
    write: (s) =>
      s.reader.request('POST', `/api/novels/${s.novelId}/reviews`, {
        json: { rating: 4, content: 'A harbour of a book, quiet and deep.' },
      }),
    reads: (s) => [
      { url: `/api/novels/${s.novelId}`, shows: has('A harbour of a book') },
      { url: `/api/novels/${s.novelId}/reviews`, shows: has('A harbour of a book') },
      { url: novelPath(s.title), page: true, shows: has('A harbour of a book') },
    ],
  },
  {
    name: 'the author renamed',
    write: (s) => s.owner.request('PUT', '/api/users/me/username', { json: { username: `${s.word}_Pen` } }),
    reads: (s) => [
      { url: `/api/novels/${s.novelId}/chapters/1`, shows: has(`${s.word}_Pen`) },
      { url: `/api/novels/search?q=${s.word}`, shows: has(`${s.word}_Pen`) },
      { url: novelPath(s.title), page: true, shows: has(`${s.word}_Pen`) },
    ],
  },
  {
    name: 'a draft published',
    write: (s) => s.owner.request('PUT', `/api/chapters/${s.chapterIds[2]}/publish`),
    reads: (s) => [
      { url: `/api/novels/${s.novelId}/chapters/2`, shows: (a) => a.body?.nextChapterNumber === 3 },
      { url: `/api/novels/${s.novelId}/chapters`, shows: has('Third Light') },
      { url: chapterPath(s.title, 2), page: true, shows: has(chapterPath(s.title, 3)) },
      { url: novelPath(s.title), page: true, shows: has('Third Light') },
    ],
  },
  {
    name: 'a review deleted',
    write: (s) => s.reader.request('DELETE', `/api/reviews/${s.reviewId}`),
    reads: (s) => [
      { url: `/api/novels/${s.novelId}`, shows: lacks('Salt and silence') },
      { url: `/api/novels/${s.novelId}/reviews`, shows: lacks('Salt and silence') },
      { url: novelPath(s.title), page: true, shows: lacks('Salt and silence') },
    ],
  },
  {
    name: 'the novel hidden by a moderator',
    write: async (s) => {
      const report = await s.reader.request('POST', '/api/reports', {
        json: { targetType: 'novel', targetId: s.novelId, reason: 'spam' },
      });
      return moderator.request('POST', `/api/moderation/reports/${report.body.id}/resolve`, {
        json: { action: 'hide', note: 'Spam' },
      });
    },
    reads: (s) => novelGone(s),
  },
  {
    name: "the author's account deleted",
    write: (s) => s.owner.request('DELETE', '/api/users/me', { json: { password: s.ownerPassword } }),
    reads: (s) => [
      { url: `/api/novels/${s.novelId}`, shows: gone },
      { url: `/api/novels/${s.novelId}/chapters/1`, shows: gone },
      { url: '/api/novels/latest?limit=10', shows: lacks(s.title) },
      { url: novelPath(s.title), page: true, shows: gone },
      { url: '/', page: true, shows: lacks(s.title) },
    ],
  },
  {
    name: 'the novel deleted',
    write: (s) => s.owner.request('DELETE', `/api/novels/${s.novelId}`),
    reads: (s) => [
      ...novelGone(s),
      { url: chapterPath(s.title, 1), page: true, shows: gone },
      { url: '/', page: true, shows: lacks(s.title) },
    ],
  },
];

let scenes = 0;
async function scene(server: TestServer): Promise<Scene> {
  const word = `Harbor${(scenes++).toString(36)}x${Date.now().toString(36).slice(-4)}`;
  const title = `${word} Lights`;
  const owner = await server.signedIn({ isAuthor: true });
  const em = server.db.orm.em.fork();
  const novel = await buildNovel(em, {
    title,
    description: 'Ferries and fog.',
    author: em.getReference(User, owner.user.id),
  });
  const chapters = [
    await chapterOf(server, novel.id, { chapterNumber: 1, title: 'First Light' }),
    await chapterOf(server, novel.id, { chapterNumber: 2, title: 'Second Light' }),
    await chapterOf(server, novel.id, { chapterNumber: 3, title: 'Third Light', status: 'draft', publishedAt: null }),
  ];
  const reader = await server.signedIn();
  const review = await reader.agent.request('POST', `/api/novels/${novel.id}/reviews`, {
    json: { rating: 5, content: 'Salt and silence, beautifully done.' },
  });
  expect(review.status, review.text).toBeLessThan(300);
  return {
    novelId: novel.id,
    title,
    word,
    chapterIds: chapters.map((chapter) => chapter.id),
    reviewId: (review.body as { id: number }).id,
    owner: owner.agent,
    ownerPassword: owner.password,
    reader: reader.agent,
  };
}

const hitsOf = (server: TestServer) => server.deps.cacheRegistry.list().reduce((sum, cache) => sum + cache.hits, 0);

const ask = (server: TestServer, read: Read) => server.request('GET', read.url, read.page ? { headers: HTML } : {});

/** Asks again every 20 ms, for up to two seconds, until the read shows the write. */
async function soon(server: TestServer, read: Read): Promise<TestResponse> {
  const deadline = Date.now() + 2_000;
  let answer = await ask(server, read);
  while (!read.shows(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await ask(server, read);
  }
  return answer;
}

let a: TestServer;
let b: TestServer;
let moderator: TestAgent;
beforeAll(async () => {
  const web = path.resolve(DEFAULT_WEB_DIST, '..');
  execFileSync(process.execPath, [path.join(web, 'scripts', 'build-if-changed.ts')], { cwd: web, stdio: 'inherit' });
  const prefix = uniquePrefix();
  const config = { webDist: DEFAULT_WEB_DIST };
  a = await getTestServer({ config, shared: { kind: KIND, prefix } });
  b = await getTestServer({ config, shared: { kind: KIND, prefix }, sameDatabaseAs: a });
  moderator = (await a.signedIn({ role: 'moderator' })).agent;
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe(`a write through one instance, and the cached public reads (shared store: ${KIND})`, () => {
  it.each(CASES)('$name: both instances show it', async ({ write, reads }) => {
    const s = await scene(a);
    const list = reads(s);
    // Each read twice on each instance, so that every cache on its way holds it.
    for (const server of [a, b]) {
      const hits = hitsOf(server);
      for (const read of list) {
        for (let i = 0; i < 2; i++) {
          const warm = await ask(server, read);
          expect(warm.status, read.url).toBe(200);
          expect(read.shows(warm), `${read.url} showed the write before it was made`).toBe(false);
        }
      }
      // The second asks of the pages at least came from the caches.
      expect(hitsOf(server) - hits).toBeGreaterThanOrEqual(list.filter((read) => read.page).length);
    }
    const answer = await write(s);
    expect(answer.status, answer.text).toBeLessThan(300);
    for (const read of list) {
      expect(read.shows(await ask(a, read)), `${read.url} on the writing instance`).toBe(true);
    }
    for (const read of list) {
      expect(read.shows(await soon(b, read)), `${read.url} on the other instance`).toBe(true);
    }
  });
});

describe('renders racing a write (issue 38)', () => {
  // The unpublish lands at several points of forty renders in flight: before their reads, among them, after.
  it.each([0, 40, 150])(
    'keeps no page read before an unpublish %i ms into 40 renders: no later reader gets the old page',
    async (delayMs) => {
      const s = await scene(a);
      const urls = Array.from({ length: 40 }, (_, i) =>
        i % 2 ? `${chapterPath(s.title, 2)}?race=${i}` : `${novelPath(s.title)}?race=${i}`,
      );
      const renders = urls.map((url) => a.request('GET', url, { headers: HTML }));
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const unpublish = await s.owner.request('PUT', `/api/novels/${s.novelId}/chapters/2`, {
        json: { status: 'draft' },
      });
      expect(unpublish.status, unpublish.text).toBe(200);
      await Promise.all(renders);
      for (const url of urls) {
        const later = await a.request('GET', url, { headers: HTML });
        expect(later.text.includes('Second Light'), `${url} still shows the unpublished chapter`).toBe(false);
      }
    },
  );
});
