/**
 * The signed-out catalogue lane: which requests it takes, and that what it answers is what the full chain
 * answers to the same visitor, byte for byte.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { buildReview } from '../../test/factories.ts';
import { comparable, laneServer, type LaneServer } from '../../test/lane-server.ts';
import { jsonOf } from '../../test/node-http.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { Novel, User } from '../entities/index.ts';
import { cast, chapterOf, fork } from '../routes/chapters/chapter-test-support.ts';
import { SESSION_COOKIE } from './session.ts';

let server: TestServer;
let lanesOf: LaneServer;
let novel: { id: number; title: string; authorId: number };
let draftId: number;

beforeAll(async () => {
  server = await getTestServer();
  lanesOf = await laneServer(createApp(server.deps));
  const made = await cast(server, { title: 'The Catalogue Lane', genres: ['Mystery', 'Drama'] });
  novel = { id: made.novel.id, title: made.novel.title, authorId: made.ownerUser.id };
  await chapterOf(server, novel.id, { chapterNumber: 1 });
  await chapterOf(server, novel.id, { chapterNumber: 2 });
  const draft = await cast(server, { title: 'A Draft Off The Lane', status: 'draft' });
  draftId = draft.novel.id;
  const em = fork(server);
  const reviewer = (await server.signedIn()).user.id;
  await buildReview(em, { novel: em.getReference(Novel, novel.id), user: em.getReference(User, reviewer) });
});
afterAll(async () => {
  await lanesOf.close();
  await server.close();
});

const lanes = () => server.db.kind === 'postgresql';
/** An invalid session cookie sends a request down the full chain as the same signed-out visitor. */
const fullChain = { cookie: `${SESSION_COOKIE}=not-a-session` };

describe('the signed-out catalogue lane', () => {
  it('answers every catalogue read as the full chain does, errors included', async () => {
    const targets: [string, number][] = [
      ['/api/novels/latest?limit=10', 200],
      ['/api/novels?limit=10', 200],
      ['/api/novels?sortBy=viewCount&sortOrder=desc&limit=10', 200],
      ['/api/novels?sortBy=rating&sortOrder=asc&limit=12', 200],
      ['/api/novels?sortBy=bookmarkCount&limit=10&offset=10', 200],
      ['/api/novels?genres=mystery&excludeGenres=horror&minWords=0&sortBy=updatedAt', 200],
      ['/api/novels/search?q=catalogue', 200],
      [`/api/novels/name/${encodeURIComponent(novel.title)}`, 200],
      [`/api/novels/${novel.id}`, 200],
      [`/api/novels/${novel.id}/chapters`, 200],
      [`/api/novels/${novel.id}/chapters?view=summary`, 200],
      [`/api/novels/author/${novel.authorId}`, 200],
      ['/api/novels/genre/mystery?limit=12&offset=0', 200],
      ['/api/chapters/latest?limit=10', 200],
      ['/api/genres', 200],
      ['/api/novels/999999', 404],
      [`/api/novels/${draftId}`, 404],
      ['/api/novels?limit=0', 400],
      ['/api/novels/nowhere/else', 404],
    ];
    for (const [target, status] of targets) {
      for (const coding of ['identity', 'br']) {
        // One visitor per request (address and user agent), so that a counted view shows alike in both answers.
        const headers = { 'accept-encoding': coding, 'user-agent': `catalogue-lane ${target} ${coding}` };
        const fast = await lanesOf.fateOf(target, headers);
        const full = await lanesOf.fateOf(target, { ...headers, ...fullChain });
        expect([target, fast.fate, full.fate]).toEqual([target, lanes() ? 'lane' : 'full', 'full']);
        expect([target, fast.answer.status]).toEqual([target, status]);
        expect(comparable(fast.answer)).toEqual(comparable(full.answer));
      }
    }
  });

  it('answers as a signed-out visitor sees the catalogue', async () => {
    const { answer } = await lanesOf.fateOf(`/api/novels/${novel.id}`);
    expect(jsonOf(answer)).toMatchObject({ id: novel.id, title: novel.title, reviews: [expect.any(Object)] });
    const missing = await lanesOf.fateOf(`/api/novels/${draftId}`);
    expect(jsonOf(missing.answer)).toEqual({ message: MESSAGES.errors.novelNotFound });
    const etag = String((await lanesOf.fateOf('/api/novels/latest?limit=10')).answer.headers.etag);
    const again = await lanesOf.fateOf('/api/novels/latest?limit=10', { 'if-none-match': etag });
    expect([again.answer.status, again.fate]).toEqual([304, lanes() ? 'lane' : 'full']);
  });

  it('never takes a request that needs the full chain', async () => {
    const target = '/api/novels/latest?limit=10';
    const cases: [string, Record<string, string>, string, string?][] = [
      [target, {}, 'HEAD'],
      [target, { origin: 'http://elsewhere.test' }, 'GET'],
      [target, { authorization: 'Bearer not-a-token' }, 'GET'],
      [target, { cookie: `theme=dark; ${SESSION_COOKIE}=abc` }, 'GET'],
      [target, { 'content-type': 'application/json', 'content-length': '2' }, 'GET', '{}'],
      ['/api/novels', { 'content-type': 'application/json' }, 'POST', '{}'],
      ['/api/user', {}, 'GET'],
      ['/api/bookmarks', {}, 'GET'],
      ['/api/users/by-username/nobody', {}, 'GET'],
      ['/api/novelsx', {}, 'GET'],
    ];
    for (const [path, headers, method, body] of cases) {
      const { fate } = await lanesOf.fateOf(path, headers, method, body);
      expect([path, method, headers, fate]).toEqual([path, method, headers, 'full']);
    }
    // Another cookie alone does not make a visitor signed in.
    expect((await lanesOf.fateOf(target, { cookie: 'theme=dark' })).fate).toBe(lanes() ? 'lane' : 'full');
  });
});
