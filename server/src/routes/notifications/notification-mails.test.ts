import fs from 'node:fs';
import path from 'node:path';
import { NotificationSettingsSchema } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNovel } from '../../../test/factories.ts';
import { getTestServer, TEST_LINK_BASE, type TestAgent, type TestServer } from '../../../test/support.ts';
import { User } from '../../entities/index.ts';
import { QUEUES } from '../../jobs/queue.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer({ jobs: true });
});
afterAll(() => server.close());

const em = () => server.db.orm.em.fork();

async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every job of a queue about the chapter (or any) has completed, and there is at least one. */
const jobsDone = (queue: string, chapterId?: number) =>
  eventually(
    () =>
      em().execute<{ state: string }[]>(
        `select state from pgboss.job where name = ? ${chapterId ? "and (data->>'chapterId')::int = ?" : ''}`,
        chapterId ? [queue, chapterId] : [queue],
      ),
    (rows) => rows.length > 0 && rows.every((row) => row.state === 'completed'),
  );

interface Mail {
  to: string;
  subject: string;
  raw: string;
  header(name: string): string | undefined;
}

/** The mails the server wrote to its outbox, unfolded headers and decoded quoted-printable text. */
function outbox(to: string): Mail[] {
  return fs
    .readdirSync(server.outboxDir)
    .map((file) => fs.readFileSync(path.join(server.outboxDir, file), 'utf8'))
    .map((raw) => {
      const [head = '', ...body] = raw.split('\n\n');
      const headers = head.replace(/\n[ \t]+/g, ' ').split('\n');
      const header = (name: string) =>
        headers
          .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
          ?.slice(name.length + 1)
          .trim();
      const text = body
        .join('\n\n')
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return { to: header('To') ?? '', subject: header('Subject') ?? '', raw: text, header };
    })
    .filter((mail) => mail.to.includes(to));
}

async function reader(chapterEmails?: 'off' | 'immediate' | 'digest') {
  const signed = await server.signedIn();
  if (chapterEmails) {
    const saved = await signed.agent.request('PUT', '/api/users/me/notification-settings', { json: { chapterEmails } });
    expect(saved.status).toBe(200);
  }
  return signed;
}

async function publish(agent: TestAgent, novelId: number, title: string) {
  const response = await agent.request('POST', `/api/novels/${novelId}/chapters`, {
    json: { title, content: 'Something happens.', status: 'published' },
  });
  expect(response.status).toBe(201);
  return response.body as { id: number; chapterNumber: number };
}

describe('new-chapter emails', () => {
  it('immediately: one mail per chapter; daily digest: ONE mail for all; off: none; each with one-click unsubscribe', async () => {
    const { user: author, agent } = await server.signedIn({ isAuthor: true });
    const novel = await buildNovel(em(), { author: em().getReference(User, author.id), title: 'The Salt Road' });
    const now = await reader('immediate');
    const daily = await reader(); // the default
    const never = await reader('off');
    for (const who of [now, daily, never]) {
      await who.agent.request('POST', '/api/follows', { json: { novelId: novel.id } });
    }
    const first = await publish(agent, novel.id, 'Dunes');
    const second = await publish(agent, novel.id, 'Wells');
    for (const chapter of [first, second]) {
      await jobsDone(QUEUES.fanOut, chapter.id);
      await jobsDone(QUEUES.mails, chapter.id);
    }

    const immediate = outbox(now.user.email);
    expect(immediate.map((mail) => mail.subject).sort()).toEqual([
      'New chapter of The Salt Road: Chapter 1',
      'New chapter of The Salt Road: Chapter 2',
    ]);
    expect(immediate[0]!.raw).toContain(`${TEST_LINK_BASE}/novels/The%20Salt%20Road/chapters/`);
    expect(outbox(daily.user.email)).toEqual([]);

    await server.deps.jobs!.boss.send(QUEUES.digest, {});
    await jobsDone(QUEUES.digest);
    const digests = outbox(daily.user.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('2 new chapters to read');
    expect(digests[0]!.raw).toContain('The Salt Road: Chapter 1: Dunes');
    expect(digests[0]!.raw).toContain('The Salt Road: Chapter 2: Wells');
    expect(outbox(never.user.email)).toEqual([]);
    expect(outbox(now.user.email)).toHaveLength(2); // the digest does not mail them again

    // A second digest has nothing new: no mail.
    await server.deps.jobs!.boss.send(QUEUES.digest, {});
    await jobsDone(QUEUES.digest);
    expect(outbox(daily.user.email)).toHaveLength(1);

    for (const mail of [...immediate, ...digests]) {
      expect(mail.header('List-Unsubscribe')).toMatch(/^<http:\/\/inkshelf\.test\/api\/unsubscribe\?token=[\w.-]+>$/);
      expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
  });

  it('a read notification is not mailed in the digest', async () => {
    const { user: author, agent } = await server.signedIn({ isAuthor: true });
    const novel = await buildNovel(em(), { author: em().getReference(User, author.id) });
    const daily = await reader();
    await daily.agent.request('POST', '/api/follows', { json: { authorId: author.id } });
    const chapter = await publish(agent, novel.id, 'Seen already');
    await jobsDone(QUEUES.fanOut, chapter.id);
    await daily.agent.request('POST', '/api/notifications/read', { json: { all: true } });
    await server.deps.jobs!.boss.send(QUEUES.digest, {});
    await jobsDone(QUEUES.digest);
    expect(outbox(daily.user.email)).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  async function mailedLink() {
    const { user: author, agent } = await server.signedIn({ isAuthor: true });
    const novel = await buildNovel(em(), { author: em().getReference(User, author.id) });
    const who = await reader('immediate');
    await who.agent.request('POST', '/api/follows', { json: { novelId: novel.id } });
    const chapter = await publish(agent, novel.id, 'Linked');
    await jobsDone(QUEUES.fanOut, chapter.id);
    await jobsDone(QUEUES.mails, chapter.id);
    const link = outbox(who.user.email)[0]!.header('List-Unsubscribe')!.slice(1, -1);
    return { who, path: link.slice(TEST_LINK_BASE.length) };
  }
  const setting = async (agent: TestAgent) =>
    NotificationSettingsSchema.parse((await agent.request('GET', '/api/users/me/notification-settings')).body)
      .chapterEmails;

  it('opened signed out (GET) asks first; the one-click POST turns the emails off, signed out', async () => {
    const { who, path: link } = await mailedLink();
    const page = await server.request('GET', link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain(who.user.username);
    expect(page.text).toContain('<form method="post"');
    expect(await setting(who.agent)).toBe('immediate');

    const oneClick = await server.request('POST', link, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ message: expect.stringContaining('no longer receive') });
    expect(await setting(who.agent)).toBe('off');
    // Opened again: already off.
    const again = await server.request('GET', link);
    expect(again.body).toEqual({ message: expect.stringContaining('no longer receive') });
  });

  it('confirmed on its page by a signed-in browser: the same-origin form post works, a cross-site one is refused', async () => {
    const { who, path: link } = await mailedLink();
    const crossSite = await who.agent.request('POST', link, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(crossSite.status).toBe(403);
    expect(await setting(who.agent)).toBe('immediate');
    const posted = await who.agent.request('POST', link, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: server.url,
        'sec-fetch-site': 'same-origin',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(posted.text).toContain('no longer receive');
    expect(await setting(who.agent)).toBe('off');
  });

  it('refuses a forged, altered or missing token with 400', async () => {
    const { who, path: link } = await mailedLink();
    const token = new URL(link, TEST_LINK_BASE).searchParams.get('token')!;
    const [, mac] = token.split('.');
    for (const bad of [`${who.user.id + 1}.${mac}`, `${token}x`, 'abc', `${who.user.id}.${'A'.repeat(43)}`]) {
      const response = await server.request('POST', `/api/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
    }
    expect((await server.request('POST', '/api/unsubscribe')).status).toBe(400);
    expect(await setting(who.agent)).toBe('immediate');
  });
});

describe('GET and PUT /api/users/me/notification-settings', () => {
  it('default to the daily digest, save a choice, refuse others, and need a signed-in user', async () => {
    const { agent } = await server.signedIn();
    expect((await agent.request('GET', '/api/users/me/notification-settings')).body).toEqual({
      chapterEmails: 'digest',
    });
    const saved = await agent.request('PUT', '/api/users/me/notification-settings', { json: { chapterEmails: 'off' } });
    expect(saved.body).toEqual({ chapterEmails: 'off' });
    expect((await agent.request('GET', '/api/users/me/notification-settings')).body).toEqual({ chapterEmails: 'off' });
    const bad = await agent.request('PUT', '/api/users/me/notification-settings', {
      json: { chapterEmails: 'weekly' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("chapterEmails must be one of 'off', 'immediate', 'digest'");
    expect((await server.request('GET', '/api/users/me/notification-settings')).status).toBe(401);
    expect(
      (await server.request('PUT', '/api/users/me/notification-settings', { json: { chapterEmails: 'off' } })).status,
    ).toBe(401);
  });

  it('keeps the choice when other account settings are saved (the session loads the account without it)', async () => {
    const { agent } = await server.signedIn();
    await agent.request('PUT', '/api/users/me/notification-settings', { json: { chapterEmails: 'immediate' } });
    const renamed = await agent.request('PUT', '/api/users/me/username', {
      json: { username: `renamed${Date.now()}` },
    });
    expect(renamed.status).toBe(200);
    expect((await agent.request('PUT', '/api/users/me/author', { json: { isAuthor: true } })).status).toBe(200);
    expect((await agent.request('GET', '/api/users/me/notification-settings')).body).toEqual({
      chapterEmails: 'immediate',
    });
  });
});
