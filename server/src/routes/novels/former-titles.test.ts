/**
 * Issue 37: a renamed novel keeps its old links. The by-name read finds it by any title it had (a current title
 * always wins, the latest rename away from a title owns it); drafts stay hidden from others whatever the title.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';

let server: TestServer;
let author: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  server = await getTestServer();
  author = await server.signedIn({ isAuthor: true });
});
afterAll(() => server.close());

async function create(title: string, status = 'published') {
  const response = await author.agent.request('POST', '/api/novels', {
    json: { title, description: 'A description long enough for the rules.', genres: ['Drama'], status },
  });
  expect(response.status).toBe(201);
  return response.body as { id: number };
}
const rename = (id: number, title: string) => author.agent.request('PUT', `/api/novels/${id}`, { json: { title } });
const byName = (name: string) => server.request('GET', `/api/novels/name/${encodeURIComponent(name)}`);

describe('titles a novel had before a rename', () => {
  it('still find the novel, in any case, through several renames', async () => {
    const { id } = await create('Former First');
    await rename(id, 'Former Second');
    await rename(id, 'Former Third');
    for (const name of ['Former First', 'former second', 'FORMER THIRD']) {
      const response = await byName(name);
      expect(response.status, name).toBe(200);
      expect(response.body).toMatchObject({ id, title: 'Former Third' });
    }
    expect((await byName('Former Never')).status).toBe(404);
  });

  it('give way to a novel that takes the title, and the latest rename away from a title owns it', async () => {
    const first = await create('Former Contested');
    await rename(first.id, 'Former Contested Renamed');
    const taker = await create('Former Contested');
    expect((await byName('Former Contested')).body.id).toBe(taker.id);
    await rename(taker.id, 'Former Taker Renamed');
    expect((await byName('Former Contested')).body.id).toBe(taker.id);
    // Renaming back to a former title makes it current again, and nothing else points at it.
    await rename(first.id, 'Former Contested');
    expect((await byName('Former Contested')).body.id).toBe(first.id);
    const rows = await server.db.orm.em
      .fork()
      .execute<{ title: string }[]>('select title from novel_former_titles where novel_id = ? order by title', [
        first.id,
      ]);
    expect(rows.map((row) => row.title)).toEqual(['Former Contested Renamed']);
  });

  it("keep someone else's draft hidden, and go with the novel when it is deleted", async () => {
    const draft = await create('Former Draft', 'draft');
    await rename(draft.id, 'Former Draft Renamed');
    expect((await byName('Former Draft')).status).toBe(404);
    expect((await author.agent.request('GET', '/api/novels/name/Former%20Draft')).body.id).toBe(draft.id);
    await author.agent.request('DELETE', `/api/novels/${draft.id}`);
    expect((await author.agent.request('GET', '/api/novels/name/Former%20Draft')).status).toBe(404);
  });
});
