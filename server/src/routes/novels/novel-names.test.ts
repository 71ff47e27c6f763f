/**
 * Look-alike titles (issue 15): a copy of a taken title made with invisible characters, fullwidth letters, another
 * accent form or a bidirectional override is refused (400) or taken (409), never listed beside the real one.
 */
import { MESSAGES, nameKey } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { Novel, User } from '../../entities/index.ts';

let server: TestServer;
let author: { user: User; agent: TestAgent };
beforeAll(async () => {
  server = await getTestServer();
  author = await server.signedIn({ isAuthor: true });
});
afterAll(() => server.close());

const V = MESSAGES.validation;
const E = MESSAGES.errors;
const em = (): EntityManager => server.db.orm.em.fork();
const stored = (id: number) => em().findOneOrFail(Novel, id);
let counter = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  title: `Unrelated Title ${++counter}`,
  description: 'A description that is long enough to pass.',
  genres: ['Fantasy'],
  status: 'published',
  ...overrides,
});
const create = (overrides: Record<string, unknown>) =>
  author.agent.request('POST', '/api/novels', { json: body(overrides) });

describe('a copy of a taken title', () => {
  beforeAll(async () => {
    expect((await create({ title: 'The Gate of Ash' })).status).toBe(201);
    expect((await create({ title: 'Café Stories' })).status).toBe(201);
  });

  it.each([
    ['a zero-width space', 'The Gate\u200B of Ash'],
    ['a zero-width joiner', 'The Ga\u200Dte of Ash'],
    ['a right-to-left override', '\u202EThe Gate of Ash'],
    ['a right-to-left isolate', 'The Gate of \u2067Ash\u2069'],
    ['a soft hyphen', 'The Ga\u00ADte of Ash'],
    ['a byte order mark inside', 'The Gate\uFEFF of Ash'],
    ['a tab inside', 'The Gate\tof Ash'],
    ['a newline inside', 'The Gate\nof Ash'],
    ['a lone surrogate', 'The Gate of Ash\uD800!'],
  ])('with %s is refused with 400 naming the title', async (_trick, title) => {
    const response = await create({ title });
    expect(response).toMatchObject({
      status: 400,
      body: { field: 'title', message: V.invisibleCharacters('Title') },
    });
  });

  it.each([
    ['fullwidth letters', 'Ｔｈｅ Ｇａｔｅ ｏｆ Ａｓｈ'],
    ['another case', 'THE GATE OF ASH'],
    ['mathematical bold letters', '𝐓𝐡𝐞 𝐆𝐚𝐭𝐞 𝐨𝐟 𝐀𝐬𝐡'],
    ['no-break and ideographic spaces', 'The\u00A0Gate\u3000of Ash'],
    ['doubled spaces', 'The  Gate   of Ash'],
    ['a Hangul filler (invisible, not a control)', 'The Gate of Ash\u3164'],
    ['the decomposed accent (NFD)', 'Cafe\u0301 Stories'],
    ['the fullwidth, upper-case, decomposed accent', 'ＣＡＦＥ\u0301 ＳＴＯＲＩＥＳ'],
  ])('in %s is a 409 with the existing message', async (_trick, title) => {
    expect(await create({ title })).toMatchObject({ status: 409, body: { message: E.novelTitleTaken } });
  });

  it('is refused on rename as well, while a novel may change the case or form of its own title', async () => {
    const mine = (await create({ title: 'Lanterns Over Brine' })).body as { id: number };
    const other = (await create({})).body as { id: number; title: string };
    for (const title of ['ＬＡＮＴＥＲＮＳ ＯＶＥＲ ＢＲＩＮＥ', 'lanterns over brine']) {
      const response = await author.agent.request('PUT', `/api/novels/${other.id}`, { json: { title } });
      expect(response).toMatchObject({ status: 409, body: { message: E.novelTitleTaken } });
    }
    const hidden = await author.agent.request('PUT', `/api/novels/${other.id}`, {
      json: { title: 'Lanterns\u200B Over Brine' },
    });
    expect(hidden).toMatchObject({ status: 400, body: { field: 'title', message: V.invisibleCharacters('Title') } });
    expect((await stored(other.id)).title).toBe(other.title);

    const own = await author.agent.request('PUT', `/api/novels/${mine.id}`, { json: { title: 'LANTERNS OVER BRINE' } });
    expect(own).toMatchObject({ status: 200, body: { title: 'LANTERNS OVER BRINE' } });
    expect((await stored(mine.id)).titleKey).toBe('lanterns over brine');
  });

  it('is never listed next to the real one', async () => {
    const list = await server.request('GET', '/api/novels?limit=100');
    const gates = (list.body as { title: string }[]).filter((novel) => nameKey(novel.title) === 'the gate of ash');
    expect(gates.map((novel) => novel.title)).toEqual(['The Gate of Ash']);
  });
});

describe('titles are stored in NFC with their key', () => {
  it('composes a decomposed title and keeps the key in step on renames', async () => {
    const created = await create({ title: 'Mi\u0301 Sen\u0303or' });
    expect(created).toMatchObject({ status: 201, body: { title: 'Mí Señor' } });
    const id = (created.body as { id: number }).id;
    expect(await stored(id)).toMatchObject({ title: 'Mí Señor', titleKey: 'mí señor' });

    await author.agent.request('PUT', `/api/novels/${id}`, { json: { title: 'Ｍｉ Ｓｅｎｏｒ Ｒｅｔｕｒｎｓ' } });
    expect(await stored(id)).toMatchObject({ title: 'Ｍｉ Ｓｅｎｏｒ Ｒｅｔｕｒｎｓ', titleKey: 'mi senor returns' });
  });

  it('refuses a title whose compatibility forms spell out past the key limit', async () => {
    expect(await create({ title: 'ﷺ'.repeat(30) })).toMatchObject({
      status: 400,
      body: { field: 'title', message: V.titleKeyTooLong },
    });
  });
});

describe('GET /api/novels/name/{name}', () => {
  it('finds the novel by its exact stored name and by any form with the same key', async () => {
    const created = await create({ title: 'Över Dimman' });
    const id = (created.body as { id: number }).id;
    for (const name of ['Över Dimman', 'O\u0308ver Dimman', 'över dimman', 'ÖＶＥＲ ＤＩＭＭＡＮ']) {
      const response = await server.request('GET', `/api/novels/name/${encodeURIComponent(name)}`);
      expect(response.status, name).toBe(200);
      expect(response.body.id, name).toBe(id);
    }
  });

  it('finds a novel stored before titles were normalized (factory rows) by its exact name', async () => {
    const novel = await buildNovel(em(), {
      title: 'Decomposed Ca\u0301lido',
      author: em().getReference(User, author.user.id),
    });
    expect(novel.titleKey).toBe(nameKey('Decomposed Cálido'));
    const response = await server.request('GET', `/api/novels/name/${encodeURIComponent(novel.title)}`);
    expect(response).toMatchObject({ status: 200, body: { id: novel.id, title: 'Decomposed Ca\u0301lido' } });
  });
});

describe('genres are normalized', () => {
  it('stores them in NFC, drops look-alike duplicates and finds them by either form', async () => {
    // A curated genre with an accent, as an administrator would add it (issue 37).
    await em().execute(
      `insert into genres (name, key, created_at) values ('Romántico', 'romántico', now()) on conflict do nothing`,
    );
    const created = await create({
      genres: ['Roma\u0301ntico', 'romántico', 'Slice of Life', 'ＳＬＩＣＥ ＯＦ ＬＩＦＥ'],
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    expect(created.body.genres).toEqual(['Romántico', 'Slice of Life']);
    expect((await stored(id)).genreKeys).toEqual(['romántico', 'slice of life']);
    for (const genre of ['Romántico', 'Roma\u0301ntico', 'ROMÁNTICO']) {
      const list = await server.request('GET', `/api/novels/genre/${encodeURIComponent(genre)}`);
      expect(list.status, genre).toBe(200);
      expect(
        (list.body as { id: number }[]).map((novel) => novel.id),
        genre,
      ).toContain(id);
    }
  });

  it('refuses invisible or control characters in a genre with 400', async () => {
    for (const genres of [['Sci\u200BFi'], 'Fantasy, Ho\u202Error', ['Dra\u00ADma']]) {
      const response = await create({ genres });
      expect(response.status, JSON.stringify(genres)).toBe(400);
      expect(response.body.message).toBe(V.invisibleCharacters('Genres'));
    }
  });
});
