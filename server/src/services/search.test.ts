import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { buildAuthor, buildNovel } from '../../test/factories.ts';
import { Novel } from '../entities/index.ts';
import { searchNovels } from './search.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const em = (): EntityManager => db.orm.em.fork();
const novel = (overrides: Partial<Novel> = {}) => buildNovel(em(), overrides);
const search = (q: string, limit = 12, offset = 0) => searchNovels(em(), { q, limit, offset });
const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);
const words = 'A quiet story about ordinary people and the weather.';

describe('searchNovels', () => {
  it('finds a title despite a small typo', async () => {
    const dragon = await novel({ title: 'The Dragon of Emberfall' });
    const rider = await novel({ title: 'Ashen Dragon Rider' });
    expect(ids(await search('dragn'))).toEqual(expect.arrayContaining([dragon.id, rider.id]));
    expect(ids(await search('Embrfall'))).toContain(dragon.id);
    expect(ids(await search('dragn ridr'))[0]).toBe(rider.id);
    expect(ids(await search('ashen dragon rider saga'))).toContain(rider.id);
  });

  it('ranks the exact title, then title matches, then author, genre and description matches', async () => {
    const author = await buildAuthor(em(), { username: 'moonwhisper' });
    const inDescription = await novel({
      title: 'Harbour Lights',
      description: `Nobody forgets the moonwhisper. ${words}`,
    });
    const byAuthor = await novel({ title: 'Fields of Rye', description: words, author });
    const inGenre = await novel({ title: 'Salt and Iron', genres: ['Moonwhisper', 'Drama'], description: words });
    const inTitle = await novel({ title: 'Tales of the Moonwhisper Coast', description: words, viewCount: 0 });
    const exact = await novel({ title: 'Moonwhisper', description: words });
    const draft = await novel({ title: 'Moonwhisper Draft', status: 'draft' });
    const page = await search('moonwhisper');
    expect(ids(page)).toEqual([exact.id, inTitle.id, byAuthor.id, inGenre.id, inDescription.id]);
    expect(page.total).toBe(5);
    expect(ids(page)).not.toContain(draft.id);
    expect(page.items[2]!.author.username).toBe('moonwhisper');
  });

  it('orders equally good matches by popularity', async () => {
    const quiet = await novel({ title: 'Glasswing Hollow', viewCount: 3 });
    const popular = await novel({ title: 'Glasswing Harbor', viewCount: 300 });
    expect(ids(await search('glasswing'))).toEqual([popular.id, quiet.id]);
  });

  it('searches descriptions and genres with English stemming, and names of authors', async () => {
    const stemmed = await novel({
      title: 'Untitled Saga One',
      description: `Three lighthouses stood by the sea. ${words}`,
    });
    const genre = await novel({ title: 'Untitled Saga Two', genres: ['Steampunk Opera'], description: words });
    const author = await buildAuthor(em(), { username: 'Quillsmith_77' });
    const authored = await novel({ title: 'Untitled Saga Three', description: words, author });
    expect(ids(await search('lighthouse'))).toContain(stemmed.id);
    expect(ids(await search('STEAMPUNK'))).toEqual([genre.id]);
    expect(ids(await search('steampunk opera'))).toEqual([genre.id]);
    expect(ids(await search('quillsmith_77'))).toEqual([authored.id]);
  });

  it('understands websearch syntax: phrases, OR and exclusions', async () => {
    const lantern = await novel({ title: 'Cinderwick Nights', description: `The silver lantern burned. ${words}` });
    const reversed = await novel({ title: 'Cinderwick Days', description: `A lantern of silver. ${words}` });
    expect(ids(await search('"silver lantern"'))).toEqual([lantern.id]);
    expect(ids(await search('cinderwick -nights'))).toEqual([reversed.id]);
    expect(ids(await search('"silver lantern" or "lantern of silver"'))).toEqual(
      expect.arrayContaining([lantern.id, reversed.id]),
    );
  });

  it('pages through the results and counts them all', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await novel({ title: `Brambleton Chronicle ${i}`, viewCount: i })).id);
    const first = await search('brambleton', 2, 0);
    const last = await search('brambleton', 2, 4);
    expect(first.total).toBe(5);
    expect(ids(first)).toEqual([made[4], made[3]]);
    expect(ids(last)).toEqual([made[0]]);
    expect(await search('brambleton', 2, 50)).toEqual({ items: [], total: 5 });
  });

  it('gives nothing for empty text and for no match', async () => {
    expect(await search('')).toEqual({ items: [], total: 0 });
    expect(await search('   ')).toEqual({ items: [], total: 0 });
    expect(await search('\u0000')).toEqual({ items: [], total: 0 });
    expect(await search('xqzvwkjh')).toEqual({ items: [], total: 0 });
  });

  it.each([
    "'; drop table novels; --",
    "x' or '1'='1",
    'what? ?? \\? $1 %s %% _',
    '\\',
    '"unbalanced',
    '-',
    'or or or',
    '!!! & | <-> :* ()',
    'the',
    '龍の物語 🐉',
    'a\u0000b',
    'x'.repeat(200),
  ])('treats %j as plain text', async (q) => {
    const page = await search(q);
    expect(page.total).toBeGreaterThanOrEqual(0);
    expect(page.items.length).toBeLessThanOrEqual(12);
  });

  it('finds titles written with characters that look like SQL', async () => {
    const odd = await novel({ title: "Robert'); Drop Table Novels;--", description: words });
    expect(ids(await search("robert'); drop table"))).toContain(odd.id);
    expect(await em().count(Novel, {})).toBeGreaterThan(0);
  });
});
