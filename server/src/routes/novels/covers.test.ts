import { MESSAGES, NovelSchema } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { Novel, NovelCover, type User } from '../../entities/index.ts';

let server: TestServer;
let author: { user: User; agent: TestAgent };
let bluePng: string;
let redWebp: string;
beforeAll(async () => {
  server = await getTestServer();
  author = await server.signedIn({ isAuthor: true });
  bluePng = dataUrl('image/png', await image('#336').png().toBuffer());
  redWebp = dataUrl('image/webp', await image('#c33').webp().toBuffer());
});
afterAll(() => server.close());

const E = MESSAGES.errors;
const em = (): EntityManager => server.db.orm.em.fork();
const image = (background: string) => sharp({ create: { width: 600, height: 900, channels: 3, background } });
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
let counter = 0;
const novelBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Covered Novel ${++counter}`,
  description: 'A description that is long enough to pass.',
  genres: ['Fantasy'],
  status: 'published',
  ...overrides,
});

/** Fetches a URL as bytes (the JSON helper would mangle them). */
async function fetchBytes(path: string, headers: Record<string, string> = {}, agent?: TestAgent) {
  const response = await fetch(server.url + path, {
    headers: { ...headers, ...(agent ? { cookie: agent.cookieHeader } : {}) },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function createWithCover(cover: string, overrides: Record<string, unknown> = {}) {
  const response = await author.agent.request('POST', '/api/novels', {
    json: novelBody({ coverImage: cover, ...overrides }),
  });
  expect(response.status).toBe(201);
  return NovelSchema.parse(response.body);
}

describe('covers on create and edit', () => {
  it('stores an uploaded cover as a 300x450 JPEG served from a versioned URL', async () => {
    const novel = await createWithCover(bluePng);
    expect(novel.coverImage).toMatch(new RegExp(`^/api/novels/${novel.id}/cover\\?v=\\d+$`));
    const served = await fetchBytes(novel.coverImage!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 450 });
    expect(meta.exif).toBeUndefined();
    const stored = await em().findOneOrFail(Novel, novel.id);
    expect(novel.coverImage).toBe(`/api/novels/${novel.id}/cover?v=${stored.coverVersion}`);
  });

  it('replaces the cover with a new URL, keeps it for its own URL, and removes it on null or empty text', async () => {
    const novel = await createWithCover(bluePng);
    const path = `/api/novels/${novel.id}`;
    const before = (await fetchBytes(novel.coverImage!)).headers.get('etag');
    const replaced = await author.agent.request('PUT', path, { json: { coverImage: redWebp } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.coverImage).not.toBe(novel.coverImage);
    expect((await fetchBytes(replaced.body.coverImage)).headers.get('etag')).not.toBe(before);

    for (const same of [replaced.body.coverImage, `http://inkshelf.example${replaced.body.coverImage}`]) {
      const kept = await author.agent.request('PUT', path, {
        json: { coverImage: same, title: `Renamed ${same.length}` },
      });
      expect(kept.body.coverImage).toBe(replaced.body.coverImage);
    }
    expect((await author.agent.request('PUT', path, { json: { title: 'No Cover Field' } })).body.coverImage).toBe(
      replaced.body.coverImage,
    );

    const removed = await author.agent.request('PUT', path, { json: { coverImage: null } });
    expect(removed.body.coverImage).toBeNull();
    expect(await em().count(NovelCover, { novel: novel.id })).toBe(0);
    expect(await server.request('GET', replaced.body.coverImage)).toMatchObject({
      status: 404,
      body: { message: expect.any(String) },
    });

    const again = await author.agent.request('PUT', path, { json: { coverImage: bluePng } });
    expect(again.body.coverImage).toBe(novel.coverImage);
    expect((await author.agent.request('PUT', path, { json: { coverImage: '' } })).body.coverImage).toBeNull();
  });

  it.each([
    ['not an image', () => dataUrl('text/plain', Buffer.from('just some text')), E.coverInvalid],
    [
      'an SVG',
      () => dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      E.coverInvalid,
    ],
    ['a PNG declared as JPEG', () => bluePng.replace('image/png', 'image/jpeg'), E.coverInvalid],
    ['text declared as PNG', () => dataUrl('image/png', Buffer.from('<html>not a png</html>')), E.coverInvalid],
    ['a remote URL', () => 'https://elsewhere.example/cover.png', E.coverInvalid],
    [
      'a 2 MB file',
      () =>
        dataUrl(
          'image/png',
          Buffer.concat([Buffer.from(bluePng.split(',')[1]!, 'base64'), Buffer.alloc(2 * 1024 * 1024)]),
        ),
      E.coverTooLarge,
    ],
  ])('refuses %s with a 400 and creates nothing', async (_label, cover, message) => {
    const body = novelBody({ coverImage: cover() });
    const response = await author.agent.request('POST', '/api/novels', { json: body });
    expect(response).toMatchObject({ status: 400, body: { message, field: 'coverImage' } });
    expect(await em().count(Novel, { title: body.title })).toBe(0);
  });

  it('leaves the cover and the novel untouched when an edit brings a bad cover', async () => {
    const novel = await createWithCover(bluePng);
    const bad = dataUrl('image/svg+xml', Buffer.from('<svg/>'));
    const response = await author.agent.request('PUT', `/api/novels/${novel.id}`, {
      json: { title: 'Should Not Change', coverImage: bad },
    });
    expect(response).toMatchObject({ status: 400, body: { message: E.coverInvalid } });
    const stored = await em().findOneOrFail(Novel, novel.id);
    expect(stored.title).toBe(novel.title);
    expect((await fetchBytes(novel.coverImage!)).status).toBe(200);
  });

  it('saves the cover with the novel or not at all: a taken title keeps every cover as it was', async () => {
    const first = await createWithCover(bluePng);
    const covers = await em().count(NovelCover, {});
    const duplicate = await author.agent.request('POST', '/api/novels', {
      json: novelBody({ title: first.title, coverImage: redWebp }),
    });
    expect(duplicate).toMatchObject({ status: 409, body: { message: E.novelTitleTaken } });
    expect(await em().count(NovelCover, {})).toBe(covers);

    const second = await createWithCover(bluePng);
    const clash = await author.agent.request('PUT', `/api/novels/${second.id}`, {
      json: { title: first.title, coverImage: redWebp },
    });
    expect(clash).toMatchObject({ status: 409, body: { message: E.novelTitleTaken } });
    const served = await fetchBytes(second.coverImage!);
    expect(served.headers.get('etag')).toBe((await fetchBytes(first.coverImage!)).headers.get('etag'));
    expect((await em().findOneOrFail(Novel, second.id)).coverVersion).toBe(
      (await em().findOneOrFail(Novel, first.id)).coverVersion,
    );
  });

  it('does not process covers for people who may not edit the novel', async () => {
    const novel = await createWithCover(bluePng);
    const other = await server.signedIn({ isAuthor: true });
    expect(
      await other.agent.request('PUT', `/api/novels/${novel.id}`, { json: { coverImage: redWebp } }),
    ).toMatchObject({ status: 403, body: { message: E.editOwnNovelsOnly } });
    expect((await author.agent.request('GET', `/api/novels/${novel.id}`)).body.coverImage).toBe(novel.coverImage);
  });
});

describe('GET /api/novels/{id}/cover', () => {
  it('answers 304 to a matching If-None-Match and the bytes otherwise', async () => {
    const novel = await createWithCover(redWebp);
    const first = await fetchBytes(novel.coverImage!);
    const etag = first.headers.get('etag')!;
    const cached = await fetchBytes(novel.coverImage!, { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.bytes.length).toBe(0);
    expect(cached.headers.get('etag')).toBe(etag);
    expect((await fetchBytes(novel.coverImage!, { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304);
    expect((await fetchBytes(novel.coverImage!, { 'if-none-match': '*' })).status).toBe(304);
    const revalidated = await fetchBytes(novel.coverImage!, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(revalidated.status).toBe(304);
    const changed = await fetchBytes(novel.coverImage!, { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.bytes.equals(first.bytes)).toBe(true);
  });

  it('asks for revalidation when the URL does not carry the current version', async () => {
    const novel = await createWithCover(bluePng);
    for (const path of [`/api/novels/${novel.id}/cover`, `/api/novels/${novel.id}/cover?v=1`]) {
      const response = await fetchBytes(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  it('serves a draft’s cover to its author only, never as public', async () => {
    const novel = await createWithCover(bluePng, { status: 'draft' });
    expect(await server.request('GET', novel.coverImage!)).toMatchObject({
      status: 404,
      body: { message: E.novelNotFound },
    });
    const own = await fetchBytes(novel.coverImage!, {}, author.agent);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers 404 JSON without a cover or a novel, and 400 for a bad id', async () => {
    const response = await author.agent.request('POST', '/api/novels', { json: novelBody() });
    expect(response.body.coverImage).toBeNull();
    const none = await server.request('GET', `/api/novels/${response.body.id}/cover`);
    expect(none).toMatchObject({ status: 404, body: { message: 'This novel has no cover' } });
    expect(none.headers.get('content-type')).toMatch(/application\/json/);
    expect(await server.request('GET', '/api/novels/2147483647/cover')).toMatchObject({
      status: 404,
      body: { message: E.novelNotFound },
    });
    expect(await server.request('GET', '/api/novels/cover/cover')).toMatchObject({ status: 400 });
  });
});
