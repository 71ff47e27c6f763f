/**
 * Every write that changes what a signed-out visitor sees, against every cached read it touches: each read is
 * warmed into the caches first, then the write goes through one instance. That instance answers the new state at
 * once; a second instance of the site (same database, shared store) within moments of the write.
 */
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chapterPath, novelPath } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST } from '../src/env.ts';
import { cast, chapterOf } from '../src/routes/chapters/chapter-test-support.ts';
import type { SharedStateKind } from '../src/services/shared-state.ts';
import { getTestServer, uniquePrefix, type TestAgent, type TestResponse, type TestServer } from './support.ts';

const KIND: SharedStateKind = process.env.DATABASE_URL ? 'postgresql' : 'redis';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

interface Scene {
  novelId: number;
  title: string;
  /** A word only this scene's novel has in its title, to search for. */
  word: string;
  chapterIds: number[];
  owner: TestAgent;
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
      { url: novelPath(s.title), page: true, shows: gone },
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
    name: 'the novel deleted',
    write: (s) => s.owner.request('DELETE', `/api/novels/${s.novelId}`),
    reads: (s) => [
      { url: `/api/novels/${s.novelId}`, shows: gone },
      { url: `/api/novels/${s.novelId}/chapters/1`, shows: gone },
      { url: '/api/novels/latest?limit=10', shows: lacks(s.title) },
      { url: `/api/novels/search?q=${s.word}`, shows: lacks(s.title) },
      { url: novelPath(s.title), page: true, shows: gone },
      { url: chapterPath(s.title, 1), page: true, shows: gone },
      { url: '/', page: true, shows: lacks(s.title) },
    ],
  },
];

let scenes = 0;
async function scene(server: TestServer): Promise<Scene> {
  const word = `Harbor${(scenes++).toString(36)}x${Date.now().toString(36).slice(-4)}`;
  const title = `${word} Lights`;
  const { novel, owner, reader } = await cast(server, { title, description: 'Ferries and fog.' });
  const first = await chapterOf(server, novel.id, { chapterNumber: 1, title: 'First Light' });
  const second = await chapterOf(server, novel.id, { chapterNumber: 2, title: 'Second Light' });
  return { novelId: novel.id, title, word, chapterIds: [first.id, second.id], owner, reader };
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
beforeAll(async () => {
  const web = path.resolve(DEFAULT_WEB_DIST, '..');
  execFileSync(process.execPath, [path.join(web, 'scripts', 'build-if-changed.ts')], { cwd: web, stdio: 'inherit' });
  const prefix = uniquePrefix();
  const config = { webDist: DEFAULT_WEB_DIST };
  a = await getTestServer({ config, shared: { kind: KIND, prefix } });
  b = await getTestServer({ config, shared: { kind: KIND, prefix }, sameDatabaseAs: a });
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
