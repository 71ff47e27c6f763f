import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst, expectRefusals } from '../../test/parallel.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { cast, chapterOf } from '../routes/chapters/chapter-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

describe('rate limits on community writes', () => {
  it('lets a user post 20 comments a minute, then answers 429 with Retry-After; others are not affected', async () => {
    const { novel, reader, otherAuthor } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    const post = (agent: typeof reader, n: number) =>
      agent.request('POST', `/api/chapters/${chapter.id}/comments`, { json: { content: `Comment number ${n}` } });
    for (let i = 0; i < 20; i++) expect((await post(reader, i)).status).toBe(201);
    const refused = await post(reader, 21);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.errors.commentRateLimited);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(otherAuthor, 1)).status).toBe(201);
  });

  it('lets a user save a review 20 times per 10 minutes', async () => {
    const { novel, reader } = await cast(server);
    const write = (n: number) =>
      reader.request('POST', `/api/novels/${novel.id}/reviews`, { json: { content: `Take ${n}`, rating: 4 } });
    for (let i = 0; i < 20; i++) expect((await write(i)).status).toBeLessThan(300);
    const refused = await write(21);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.errors.reviewRateLimited);
  });

  it('120 comments at once: 20 posted, the rest 429', async () => {
    const { novel, reader } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    const posts = await burst(120, (i) =>
      reader.request('POST', `/api/chapters/${chapter.id}/comments`, { json: { content: `Burst comment ${i}` } }),
    );
    expect(posts.count(201)).toBe(20);
    expect(posts.processed).toBe(20);
    expectRefusals(posts, MESSAGES.errors.commentRateLimited, 60);
    const listed = await reader.request('GET', `/api/chapters/${chapter.id}/comments`);
    expect(listed.body).toHaveLength(20);
  });

  it('120 review saves at once: 20 saved, the rest 429', async () => {
    const { novel, reader } = await cast(server);
    const saves = await burst(120, (i) =>
      reader.request('POST', `/api/novels/${novel.id}/reviews`, { json: { content: `Take ${i}`, rating: 4 } }),
    );
    expect(saves.processed).toBe(20);
    expect(saves.count(201) + saves.count(200)).toBe(20);
    expectRefusals(saves, MESSAGES.errors.reviewRateLimited, 10 * 60);
  });

  it('150 like toggles at once: 120 toggled, the rest 429', async () => {
    const { novel, reader, otherAuthor } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    const comment = await otherAuthor.request('POST', `/api/chapters/${chapter.id}/comments`, {
      json: { content: 'Like me' },
    });
    const toggles = await burst(150, () => reader.request('POST', `/api/comments/${comment.body.id}/like`));
    expect(toggles.count(200)).toBe(120);
    expect(toggles.processed).toBe(120);
    expectRefusals(toggles, MESSAGES.errors.tooManyRequests, 60);
  });
});
