import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
