/**
 * The signed-out chapter read's short lane: which requests it takes, which it hands back to the full chain, and
 * that what it answers is what the full chain answers to the same reader.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { comparable, laneServer, type LaneServer } from '../../test/lane-server.ts';
import { jsonOf, type NodeHttpAnswer } from '../../test/node-http.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { cast, chapterOf } from '../routes/chapters/chapter-test-support.ts';
import { SESSION_COOKIE } from './session.ts';

let server: TestServer;
let lanesOf: LaneServer;
/** The same app behind a trusted proxy (TRUST_PROXY), which logs every request line to `logged`. */
let proxied: LaneServer;
const logged: Record<string, unknown>[] = [];
let novelId: number;

beforeAll(async () => {
  server = await getTestServer();
  lanesOf = await laneServer(createApp(server.deps));
  const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  proxied = await laneServer(
    createApp({ ...server.deps, logger, config: { ...server.deps.config, trustProxy: true } }),
  );
  const { novel } = await cast(server);
  novelId = novel.id;
  const paragraphs = Array.from({ length: 40 }, (_, i) => `Paragraph ${i}: lanterns along the quay.`);
  await chapterOf(server, novelId, { chapterNumber: 1, contentText: paragraphs.join('\n\n') });
  await chapterOf(server, novelId, { chapterNumber: 2 });
  await chapterOf(server, novelId, { chapterNumber: 3, status: 'draft', publishedAt: null });
});
afterAll(async () => {
  await lanesOf.close();
  await proxied.close();
  await server.close();
});

const fateOf = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  lanesOf.fateOf(target, headers, method);
const lanes = () => server.db.kind === 'postgresql';
const chapter = (slot: number | string, query = '') => `/api/novels/${novelId}/chapters/${slot}${query}`;
const body = (answer: NodeHttpAnswer) => jsonOf(answer) as Record<string, unknown>;

describe('the signed-out chapter read lane', () => {
  it('answers what the full chain answers the same signed-out reader, in every form and coding', async () => {
    // A session cookie that is not valid sends the request down the full chain as the same signed-out visitor
    // (same address and user agent, so the view is not counted twice and the view counts agree).
    const fullChainCookie = { cookie: `${SESSION_COOKIE}=not-a-session` };
    for (const query of ['', '?format=html']) {
      for (const coding of ['identity', 'br', 'gzip']) {
        const headers = { 'accept-encoding': coding, 'user-agent': `lane-test ${query} ${coding}` };
        const fast = await fateOf(chapter(1, query), headers);
        const full = await fateOf(chapter(1, query), { ...headers, ...fullChainCookie });
        expect([fast.fate, full.fate]).toEqual([lanes() ? 'lane' : 'full', 'full']);
        expect(fast.answer.status).toBe(200);
        expect(comparable(fast.answer)).toEqual(comparable(full.answer));
        expect(body(fast.answer)).toMatchObject({ chapterNumber: 1, viewCount: expect.any(Number) });
      }
    }
  });

  it('negotiates every Accept-Encoding as the full chain does', async () => {
    const fullChainCookie = { cookie: `${SESSION_COOKIE}=not-a-session` };
    const codings = ['', 'BR', 'gzip, br', 'br;q=0.5, gzip', 'gzip;q=0, br;q=0', 'deflate', '*', 'identity;q=0'];
    for (const accepted of [...codings, '*;q=0', 'identity;q=0, gzip']) {
      const headers = { 'accept-encoding': accepted, 'user-agent': 'lane-test codings' };
      const fast = await fateOf(chapter(1), headers);
      const full = await fateOf(chapter(1), { ...headers, ...fullChainCookie });
      expect([accepted, fast.fate, full.fate]).toEqual([accepted, lanes() ? 'lane' : 'full', 'full']);
      expect([accepted, fast.answer.status]).toEqual([accepted, 200]);
      expect(comparable(fast.answer)).toEqual(comparable(full.answer));
    }
  });

  it('hands drafts, missing chapters and bad novels back to the full chain, which answers as ever', async () => {
    const draft = await fateOf(chapter(3));
    expect(draft.answer.status).toBe(403);
    expect(body(draft.answer)).toEqual({ message: MESSAGES.errors.chapterDraft });
    const missing = await fateOf(chapter(9));
    expect(missing.answer.status).toBe(404);
    expect(body(missing.answer)).toEqual({ message: MESSAGES.errors.chapterNotFound });
    const noNovel = await fateOf('/api/novels/999999/chapters/1');
    expect(body(noNovel.answer)).toEqual({ message: MESSAGES.errors.novelNotFound });
    const fate = lanes() ? 'handed back' : 'full';
    expect([draft.fate, missing.fate, noNovel.fate]).toEqual([fate, fate, fate]);
  });

  it('never takes what needs the full chain: HEAD, Origin, Authorization, a session cookie', async () => {
    const cases: [string, Record<string, string>, string, number][] = [
      [chapter(2), {}, 'HEAD', 200],
      [chapter(2), { origin: 'http://elsewhere.test' }, 'GET', 200],
      [chapter(2), { authorization: 'Bearer not-a-token' }, 'GET', 401],
      [chapter(2), { cookie: `theme=dark; ${SESSION_COOKIE}=abc` }, 'GET', 200],
    ];
    for (const [target, headers, method, status] of cases) {
      const { answer, fate } = await fateOf(target, headers, method);
      expect([target, method, answer.status, fate]).toEqual([target, method, status, 'full']);
    }
    // Another cookie alone does not make a reader signed in.
    expect((await fateOf(chapter(2), { cookie: 'theme=dark' })).fate).toBe(lanes() ? 'lane' : 'full');
  });

  it('leaves queries other than the format to the catalogue lane, which runs the route', async () => {
    const bad = await fateOf(chapter(2, '?format=pdf'));
    expect(bad.answer.status).toBe(400);
    const extra = await fateOf(chapter(2, '?format=html&x=1'));
    expect(extra.answer.status).toBe(200);
    expect(body(extra.answer)).toMatchObject({ chapterNumber: 2 });
    expect([bad.fate, extra.fate]).toEqual(lanes() ? ['lane', 'lane'] : ['full', 'full']);
  });

  it('counts one view per visitor and hour, and its answers revalidate', async () => {
    const reader = { 'user-agent': 'lane-test counting' };
    const first = await fateOf(chapter(2), reader);
    const again = await fateOf(chapter(2), reader);
    expect(body(again.answer).viewCount).toBe(body(first.answer).viewCount);
    const other = await fateOf(chapter(2), { 'user-agent': 'lane-test another reader' });
    expect(body(other.answer).viewCount).toBe(Number(body(first.answer).viewCount) + 1);
    const etag = String(other.answer.headers.etag);
    expect((await fateOf(chapter(2), { ...reader, 'if-none-match': etag })).answer.status).toBe(304);
  });

  it('behind a trusted proxy, answers HTTPS readers as the full chain does and counts views by forwarded address', async () => {
    const reader = {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.7',
      'user-agent': 'lane-test proxied',
    };
    const fast = await proxied.fateOf(chapter(1), reader);
    const full = await proxied.fateOf(chapter(1), { ...reader, cookie: `${SESSION_COOKIE}=not-a-session` });
    expect([fast.fate, full.fate]).toEqual([lanes() ? 'lane' : 'full', 'full']);
    expect(fast.answer.headers['strict-transport-security']).toContain('max-age=');
    expect(comparable(fast.answer)).toEqual(comparable(full.answer));
    // Another address with the same user agent is another visitor; the same address is not.
    const again = await proxied.fateOf(chapter(1), reader);
    const elsewhere = await proxied.fateOf(chapter(1), { ...reader, 'x-forwarded-for': '198.51.100.9' });
    expect(body(again.answer).viewCount).toBe(body(fast.answer).viewCount);
    expect(body(elsewhere.answer).viewCount).toBe(Number(body(fast.answer).viewCount) + 1);
    // Over plain HTTP there is no HSTS, in the lane as in the full chain.
    const plain = await proxied.fateOf(chapter(1), { 'x-forwarded-for': '203.0.113.7' });
    expect(plain.answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('echoes the request id it is given and logs the request line the full chain logs', async () => {
    const lines = (id: string) => logged.filter((line) => line.requestId === id && line.msg === 'request');
    const fast = await proxied.fateOf(chapter(2), { 'x-request-id': 'lane-line' });
    const full = await proxied.fateOf(chapter(2), { 'x-request-id': 'chain-line', cookie: `${SESSION_COOKIE}=x` });
    expect(fast.answer.headers['x-request-id']).toBe('lane-line');
    expect(full.answer.headers['x-request-id']).toBe('chain-line');
    const shape = (line: Record<string, unknown> | undefined) => ({
      level: line?.level,
      method: line?.method,
      url: line?.url,
      status: line?.status,
      ms: typeof line?.ms,
    });
    expect(lines('lane-line')).toHaveLength(1);
    expect(shape(lines('lane-line')[0])).toEqual(shape(lines('chain-line')[0]));
    expect(shape(lines('lane-line')[0])).toEqual({
      level: 30,
      method: 'GET',
      url: chapter(2),
      status: 200,
      ms: 'number',
    });
  });
});
