import { LibraryItemSchema, LibraryListSchema, MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildChapter, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { ChapterRead, Novel, User } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const F = MESSAGES.follows;
const em = () => server.db.orm.em.fork();

async function novelBy(author?: User, overrides: Partial<Novel> = {}) {
  const fork = em();
  const owner = author ? fork.getReference(User, author.id) : await buildAuthor(fork);
  return buildNovel(fork, { ...overrides, author: owner });
}

const shelve = (agent: TestAgent, novelId: number, shelf: unknown) =>
  agent.request('PUT', `/api/library/${novelId}`, { json: { shelf } });
const shelf = async (agent: TestAgent, name?: string) =>
  LibraryListSchema.parse((await agent.request('GET', `/api/library${name ? `?shelf=${name}` : ''}`)).body).map(
    (item) => item.novelId,
  );

describe('PUT /api/library/{novelId}', () => {
  it('puts a novel on a shelf and moves it to another; one shelf per novel', async () => {
    const novel = await novelBy();
    const { agent } = await server.signedIn();
    const put = await shelve(agent, novel.id, 'plan-to-read');
    expect(put.status).toBe(200);
    expect(LibraryItemSchema.parse(put.body)).toMatchObject({
      novelId: novel.id,
      shelf: 'plan-to-read',
      newChapters: 0,
      novel: { id: novel.id },
    });
    expect(await shelf(agent, 'plan-to-read')).toEqual([novel.id]);
    expect((await shelve(agent, novel.id, 'reading')).body).toMatchObject({ shelf: 'reading' });
    expect(await shelf(agent, 'plan-to-read')).toEqual([]);
    expect(await shelf(agent, 'reading')).toEqual([novel.id]);
    expect((await agent.request('GET', `/api/library/${novel.id}`)).body).toMatchObject({ shelf: 'reading' });
  });

  it('rejects an unknown shelf (400), hides drafts of others (404), and is 401 signed out', async () => {
    const novel = await novelBy();
    const { agent } = await server.signedIn();
    expect(await shelve(agent, novel.id, 'favourites')).toMatchObject({
      status: 400,
      body: { message: F.shelfInvalid },
    });
    expect((await agent.request('GET', '/api/library?shelf=nope')).status).toBe(400);
    const draft = await novelBy(undefined, { status: 'draft' });
    expect(await shelve(agent, draft.id, 'reading')).toMatchObject({
      status: 404,
      body: { message: MESSAGES.errors.novelNotFound },
    });
    expect((await shelve(server.agent(), novel.id, 'reading')).status).toBe(401);
    expect((await server.request('GET', '/api/library')).status).toBe(401);
  });
});

describe('GET /api/library', () => {
  it('lists a shelf with unread published chapter counts, newest first; null for a novel on no shelf', async () => {
    const first = await novelBy();
    const second = await novelBy();
    const read = await buildChapter(em(), { novel: em().getReference(Novel, first.id) });
    await buildChapter(em(), { novel: em().getReference(Novel, first.id) });
    await buildChapter(em(), { novel: em().getReference(Novel, first.id) });
    await buildChapter(em(), { novel: em().getReference(Novel, first.id), status: 'draft', publishedAt: null });
    const { user, agent } = await server.signedIn();
    const fork = em();
    fork.create(ChapterRead, { user: fork.getReference(User, user.id), chapter: read.id });
    await fork.flush();
    await shelve(agent, first.id, 'reading');
    await shelve(agent, second.id, 'reading');
    const list = await agent.request('GET', '/api/library?shelf=reading');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(LibraryListSchema.parse(list.body).map((item) => [item.novelId, item.newChapters])).toEqual([
      [second.id, 0],
      [first.id, 2],
    ]);
    expect(await shelf(agent)).toEqual([second.id, first.id]);
    const other = await novelBy();
    const lookup = await agent.request('GET', `/api/library/${other.id}`);
    expect(lookup).toMatchObject({ status: 200, body: null });
  });
});

describe('DELETE /api/library/{novelId}', () => {
  it('takes the novel off the shelves; 404 when it was on none', async () => {
    const novel = await novelBy();
    const { agent } = await server.signedIn();
    await shelve(agent, novel.id, 'dropped');
    expect(await agent.request('DELETE', `/api/library/${novel.id}`)).toMatchObject({
      status: 200,
      body: { message: F.removedFromLibrary },
    });
    expect(await agent.request('DELETE', `/api/library/${novel.id}`)).toMatchObject({
      status: 404,
      body: { message: F.shelfEntryNotFound },
    });
    expect(await shelf(agent)).toEqual([]);
  });
});
