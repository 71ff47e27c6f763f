import { LIMITS, MESSAGES, TagCountListSchema, TagDetailSchema } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';

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
const V = MESSAGES.validation;
let made = 0;
async function novel(tags: unknown, extra: object = {}) {
  const response = await author.agent.request('POST', '/api/novels', {
    json: {
      title: `Tagged ${++made} ${Math.random().toString(36).slice(2, 8)}`,
      description: 'A description long enough for the rules.',
      genres: ['Fantasy'],
      tags,
      status: 'published',
      ...extra,
    },
  });
  return response;
}
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const suggest = async (q: string) =>
  TagCountListSchema.parse((await server.request('GET', `/api/tags?q=${encodeURIComponent(q)}`)).body);
const detail = async (tag: string) => server.request('GET', `/api/tags/${encodeURIComponent(tag)}`);

describe('novels carry free tags', () => {
  it('keeps the first spelling the site saw, tidied, repeats dropped, in order', async () => {
    const first = await novel(['  Qz   Litrpg ', 'Qz Dungeon']);
    expect(first.status).toBe(201);
    expect(first.body.tags).toEqual(['Qz Litrpg', 'Qz Dungeon']);
    const second = await novel('qz DUNGEON, QZ LITRPG, qz dungeon');
    expect(second.body.tags).toEqual(['Qz Dungeon', 'Qz Litrpg']);
    const read = await server.request('GET', `/api/novels/${second.body.id}`);
    expect(read.body.tags).toEqual(['Qz Dungeon', 'Qz Litrpg']);
  });

  it('refuses more than 20 tags, a tag over 40 characters or a non-list, and creates nothing', async () => {
    const many = Array.from({ length: LIMITS.tagsMax + 1 }, (_, i) => `Qz Many ${i}`);
    const tooMany = await novel(many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(V.tooManyTags);
    const long = await novel(['x'.repeat(LIMITS.tagMaxLength + 1)]);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(V.tagTooLong);
    expect((await novel(42)).status).toBe(400);
    expect(await suggest('qz many')).toEqual([]);
  });

  it('replaces the tags on an edit and leaves them alone when the edit does not name them', async () => {
    const created = await novel(['Qz Edit One']);
    const edited = await author.agent.request('PUT', `/api/novels/${created.body.id}`, {
      json: { tags: ['Qz Edit Two'] },
    });
    expect(edited.body.tags).toEqual(['Qz Edit Two']);
    const untouched = await author.agent.request('PUT', `/api/novels/${created.body.id}`, {
      json: { description: 'Another description long enough for the rules.' },
    });
    expect(untouched.body.tags).toEqual(['Qz Edit Two']);
    expect(await suggest('qz edit')).toEqual([{ tag: 'Qz Edit Two', count: 1 }]);
  });
});

describe('GET /api/tags', () => {
  it('suggests tags by prefix, most used first, published novels only, with % and _ taken literally', async () => {
    await novel(['Qs Alpha', 'Qs Beta']);
    await novel(['Qs Beta']);
    await novel(['Qs Gamma'], { status: 'draft' });
    await novel(['Qs_x']);
    expect(await suggest('qs')).toEqual([
      { tag: 'Qs Beta', count: 2 },
      { tag: 'Qs Alpha', count: 1 },
      { tag: 'Qs_x', count: 1 },
    ]);
    expect(await suggest('QS B')).toEqual([{ tag: 'Qs Beta', count: 2 }]);
    expect(await suggest('qs_')).toEqual([{ tag: 'Qs_x', count: 1 }]);
    expect(await suggest('q%')).toEqual([]);
  });

  it('counts follow publishing, unpublishing and deleting', async () => {
    const created = await novel(['Qc Counted'], { status: 'draft' });
    expect(await suggest('qc counted')).toEqual([]);
    await author.agent.request('PUT', `/api/novels/${created.body.id}`, { json: { status: 'published' } });
    expect(await suggest('qc counted')).toEqual([{ tag: 'Qc Counted', count: 1 }]);
    await author.agent.request('DELETE', `/api/novels/${created.body.id}`);
    expect(await suggest('qc counted')).toEqual([]);
  });

  it('refuses a search text over 40 characters', async () => {
    const response = await server.request('GET', `/api/tags?q=${'x'.repeat(41)}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(V.tagQueryInvalid);
  });
});

describe('filters and the tag page follow canonical tags', () => {
  it('includes and excludes by tag, case-insensitively, together with genres', async () => {
    const a = await novel(['Qf Magic', 'Qf Slow']);
    const b = await novel(['Qf Magic'], { genres: ['Romance'] });
    const c = await novel(['Qf Slow']);
    const list = async (query: string) => ids((await server.request('GET', `/api/novels?limit=100&${query}`)).body);
    expect(await list('tags=qf%20magic')).toEqual(expect.arrayContaining([a.body.id, b.body.id]));
    expect(await list('tags=qf%20magic')).not.toContain(c.body.id);
    expect(await list('tags=qf%20magic,QF%20SLOW')).toEqual([a.body.id]);
    expect(await list('tags=qf%20magic&excludeTags=qf%20slow')).toEqual([b.body.id]);
    expect(await list('tags=qf%20magic&excludeGenres=romance')).toEqual([a.body.id]);
    expect(await list('tags=qf%20nothing')).toEqual([]);
    const search = await server.request('GET', '/api/novels/search?q=Tagged&excludeTags=qf%20slow&tags=qf%20magic');
    expect(ids(search.body.items)).toEqual([b.body.id]);
  });

  it('finds a novel by its tag in full-text search', async () => {
    const created = await novel(['Qxylophonic']);
    const search = await server.request('GET', '/api/novels/search?q=qxylophonic');
    expect(ids(search.body.items)).toEqual([created.body.id]);
  });

  it('answers a tag page with its count and 404 for an unknown tag', async () => {
    await novel(['Qp Page']);
    const found = await detail('qp page');
    expect(TagDetailSchema.parse(found.body)).toEqual({ tag: 'Qp Page', count: 1, synonyms: [] });
    const missing = await detail('qp nowhere');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(E.tagNotFound);
  });
});

describe('POST /api/tags/{tag}/merge', () => {
  it('makes a synonym: novels carry the canonical tag, counts move, and later uses follow it', async () => {
    const a = await novel(['Qm Found-Family', 'Qm Space']);
    const b = await novel(['Qm Found Family', 'Qm Found-Family']);
    expect(
      (await author.agent.request('POST', '/api/tags/qm%20found-family/merge', { json: { into: 'x' } })).status,
    ).toBe(403);
    const merged = await admin.agent.request('POST', '/api/tags/qm%20found-family/merge', {
      json: { into: 'qm found family' },
    });
    expect(merged.status).toBe(200);
    expect(merged.body).toEqual({ tag: 'Qm Found Family', count: 2, synonyms: ['Qm Found-Family'] });
    const audit = await admin.agent.request('GET', '/api/moderation/audit');
    expect(audit.body.entries[0]).toMatchObject({
      action: 'tag-merge',
      actor: { id: admin.user.id, username: admin.user.username },
      targetType: 'tag',
      details: { from: 'Qm Found-Family', to: 'Qm Found Family' },
    });
    expect((await server.request('GET', `/api/novels/${a.body.id}`)).body.tags).toEqual([
      'Qm Found Family',
      'Qm Space',
    ]);
    expect((await server.request('GET', `/api/novels/${b.body.id}`)).body.tags).toEqual(['Qm Found Family']);
    expect(await suggest('qm found')).toEqual([{ tag: 'Qm Found Family', count: 2 }]);
    // The synonym's page answers the canonical tag; filters and new novels follow it too.
    expect((await detail('Qm Found-Family')).body.tag).toBe('Qm Found Family');
    const filtered = await server.request('GET', '/api/novels?limit=100&tags=qm%20found-family');
    expect(ids(filtered.body).sort()).toEqual([a.body.id, b.body.id].sort());
    const later = await novel(['QM FOUND-FAMILY']);
    expect(later.body.tags).toEqual(['Qm Found Family']);
  });

  it('merges into a new tag, carries earlier synonyms along, and refuses a merge into itself or an unknown tag', async () => {
    await novel(['Qn Old']);
    await admin.agent.request('POST', '/api/tags/qn%20old/merge', { json: { into: 'Qn Middle' } });
    const merged = await admin.agent.request('POST', '/api/tags/qn%20middle/merge', { json: { into: 'Qn New' } });
    expect(merged.body).toEqual({ tag: 'Qn New', count: 1, synonyms: ['Qn Middle', 'Qn Old'] });
    const itself = await admin.agent.request('POST', '/api/tags/qn%20new/merge', { json: { into: 'qn old' } });
    expect(itself.status).toBe(400);
    expect(itself.body.message).toBe(E.tagMergeIntoItself);
    const unknown = await admin.agent.request('POST', '/api/tags/qn%20nowhere/merge', { json: { into: 'Qn New' } });
    expect(unknown.status).toBe(404);
  });
});
