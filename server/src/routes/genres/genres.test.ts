import { AuditPageSchema, GenreCountListSchema, MESSAGES } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { User, type Novel } from '../../entities/index.ts';

let server: TestServer;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
let author: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  server = await getTestServer();
  admin = await server.signedIn({ role: 'admin' });
  author = await server.signedIn({ isAuthor: true });
});
afterAll(() => server.close());

const E = MESSAGES.errors;
const em = (): EntityManager => server.db.orm.em.fork();
const novelOf = async (owner: User, overrides: Partial<Novel>) => {
  const fork = em();
  return buildNovel(fork, { ...overrides, author: fork.getReference(User, owner.id) });
};
/** The newest entry of the audit log, as administrators read it. */
const lastAudit = async () =>
  AuditPageSchema.parse((await admin.agent.request('GET', '/api/moderation/audit')).body).entries[0];
const genres = async () => GenreCountListSchema.parse((await server.request('GET', '/api/genres')).body);
const countOf = async (genre: string) => (await genres()).find((row) => row.genre === genre)?.count;
const novelBody = (genres: unknown, extra: object = {}) => ({
  title: `Curated ${Math.random().toString(36).slice(2, 10)}`,
  description: 'A description long enough for the rules.',
  genres,
  ...extra,
});

describe('GET /api/genres', () => {
  it('lists the curated genres A to Z with their published novels, unused ones at 0', async () => {
    const owner = await buildAuthor(em());
    await novelOf(owner, { genres: ['Satire', 'Sports'] });
    await novelOf(owner, { genres: ['Satire'] });
    await novelOf(owner, { genres: ['Satire'], status: 'draft' });
    const rows = await genres();
    const keys = rows.map((row) => row.genre.toLowerCase());
    expect(keys).toEqual([...keys].sort());
    expect(rows).toContainEqual({ genre: 'Satire', count: 2 });
    expect(rows).toContainEqual({ genre: 'Sports', count: 1 });
    expect(rows).toContainEqual({ genre: 'Tragedy', count: 0 });
    expect(rows.map((row) => row.genre)).toContain('Science Fiction');
  });
});

describe('novels pick genres from the list', () => {
  it('spells a listed genre as the list does, whatever the case, and drops repeats', async () => {
    const response = await author.agent.request('POST', '/api/novels', {
      json: novelBody(['science FICTION', 'Horror', 'horror']),
    });
    expect(response.status).toBe(201);
    expect(response.body.genres).toEqual(['Science Fiction', 'Horror']);
  });

  it('refuses a genre that is not listed, naming it, and creates nothing', async () => {
    const body = novelBody(['Fantasy', 'LitRPG', 'Cozy']);
    const response = await author.agent.request('POST', '/api/novels', { json: body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: E.unknownGenres('LitRPG', 'Cozy'), field: 'genres' });
    const byName = await server.request('GET', `/api/novels/name/${encodeURIComponent(body.title)}`);
    expect(byName.status).toBe(404);
  });

  it('refuses an unlisted genre on an edit too', async () => {
    const created = await author.agent.request('POST', '/api/novels', { json: novelBody(['Drama']) });
    const response = await author.agent.request('PUT', `/api/novels/${created.body.id}`, {
      json: { genres: ['Drama', 'Grimdark'] },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(E.unknownGenres('Grimdark'));
  });
});

describe('administrators keep the list', () => {
  it('adds a genre (201), refuses a copy in another case (409), and only admins may', async () => {
    expect((await author.agent.request('POST', '/api/genres', { json: { name: 'Mecha' } })).status).toBe(403);
    const added = await admin.agent.request('POST', '/api/genres', { json: { name: '  Mecha  ' } });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ genre: 'Mecha', count: 0 });
    const again = await admin.agent.request('POST', '/api/genres', { json: { name: 'MECHA' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(E.genreExists);
    const bad = await admin.agent.request('POST', '/api/genres', { json: { name: 'A, B' } });
    expect(bad.status).toBe(400);
    const created = await author.agent.request('POST', '/api/novels', { json: novelBody(['mecha']) });
    expect(created.body.genres).toEqual(['Mecha']);
    expect(await lastAudit()).toMatchObject({ action: 'genre-add', details: { name: 'Mecha' } });
  });

  it('renames a genre on every novel that carries it and in readers saved exclusions', async () => {
    await admin.agent.request('POST', '/api/genres', { json: { name: 'Wuxia Old' } });
    const created = await author.agent.request('POST', '/api/novels', {
      json: novelBody(['Fantasy', 'Wuxia Old'], { status: 'published' }),
    });
    const reader = await server.signedIn();
    await reader.agent.request('PUT', '/api/users/me/preferences', { json: { excludedGenres: ['wuxia old'] } });
    const renamed = await admin.agent.request('PUT', `/api/genres/${encodeURIComponent('wuxia old')}`, {
      json: { name: 'Wuxia' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ genre: 'Wuxia', count: 1 });
    const novel = await server.request('GET', `/api/novels/${created.body.id}`);
    expect(novel.body.genres).toEqual(['Fantasy', 'Wuxia']);
    const page = await server.request('GET', '/api/novels/genre/wuxia');
    expect((page.body as { id: number }[]).map((row) => row.id)).toContain(created.body.id);
    expect((await reader.agent.request('GET', '/api/users/me/preferences')).body.excludedGenres).toEqual(['Wuxia']);
    expect(await countOf('Wuxia Old')).toBeUndefined();
    expect(await lastAudit()).toMatchObject({
      action: 'genre-rename',
      actor: { id: admin.user.id, username: admin.user.username },
      targetType: 'genre',
      details: { from: 'Wuxia Old', to: 'Wuxia' },
    });
    const clash = await admin.agent.request('PUT', '/api/genres/Wuxia', { json: { name: 'fantasy' } });
    expect(clash.status).toBe(409);
  });

  it('deletes only a genre no novel carries, drafts included', async () => {
    await admin.agent.request('POST', '/api/genres', { json: { name: 'Epistolary Genre' } });
    const draft = await author.agent.request('POST', '/api/novels', { json: novelBody(['Epistolary Genre']) });
    const refused = await admin.agent.request('DELETE', `/api/genres/${encodeURIComponent('Epistolary Genre')}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(E.genreInUse(1));
    await author.agent.request('PUT', `/api/novels/${draft.body.id}`, { json: { genres: ['Drama'] } });
    const removed = await admin.agent.request('DELETE', `/api/genres/${encodeURIComponent('epistolary genre')}`);
    expect(removed.status).toBe(200);
    expect(await countOf('Epistolary Genre')).toBeUndefined();
    expect(await lastAudit()).toMatchObject({ action: 'genre-delete', details: { name: 'Epistolary Genre' } });
    expect((await admin.agent.request('DELETE', '/api/genres/Nothing')).status).toBe(404);
  });
});
