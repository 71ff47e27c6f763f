import { NovelDetailSchema, NovelListSchema, NovelSchema, SearchResultSchema } from '@inkshelf/contracts';
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { cast, chapterOf, fork, insertLegacyChapter } from '../chapters/chapter-test-support.ts';
import { signInForTokens, withBearer } from '../tokens/token-test-support.ts';
import { backfillChapterText } from '../../db/backfill-chapter-text.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

/** What the novel's facts must be: counted from its chapters, the slow way. */
async function bruteForceFacts(server: TestServer, novelId: number) {
  const rows: { chapters: number | string; words: number | string }[] = await fork(server).execute(
    `select count(*) as chapters, coalesce(sum(word_count), 0) as words
     from chapters where novel_id = ? and status = 'published'`,
    [novelId],
  );
  return { chapterCount: Number(rows[0]!.chapters), wordCount: Number(rows[0]!.words) };
}

async function wireFacts(agent: TestAgent, novelId: number) {
  const response = await agent.request('GET', `/api/novels/${novelId}`);
  expect(response.status).toBe(200);
  const { chapterCount, wordCount } = NovelDetailSchema.parse(response.body);
  return { chapterCount, wordCount };
}

/** The wire's facts equal the brute-force count, and returns them. */
async function expectExact(agent: TestAgent, novelId: number) {
  const facts = await wireFacts(agent, novelId);
  expect(facts).toEqual(await bruteForceFacts(server, novelId));
  return facts;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('chapterCount and wordCount', () => {
  it('follow publish, edit, unpublish and delete through the API', async () => {
    const { novel, owner } = await cast(server);
    const base = `/api/novels/${novel.id}/chapters`;
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 0, wordCount: 0 });

    const draft = await owner.request('POST', base, { json: { title: 'One', content: words(7) } });
    expect(draft.status).toBe(201);
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 0, wordCount: 0 });

    expect((await owner.request('PUT', `/api/chapters/${draft.body.id}/publish`)).status).toBe(200);
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 1, wordCount: 7 });

    const direct = await owner.request('POST', base, {
      json: { title: 'Two', content: words(5), status: 'published' },
    });
    expect(direct.status).toBe(201);
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 2, wordCount: 12 });

    // An edit of a published chapter's text changes the words, not the count; a title edit changes neither.
    const edit = await owner.request('PUT', `${base}/2`, { json: { content: words(11) } });
    expect(edit.status).toBe(200);
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 2, wordCount: 18 });
    await owner.request('PUT', `${base}/2`, { json: { title: 'Two, renamed' } });
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 2, wordCount: 18 });

    // Back to draft, edited while a draft (no change), published again with the edit in the same request.
    await owner.request('PUT', `${base}/1`, { json: { status: 'draft' } });
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 1, wordCount: 11 });
    await owner.request('PUT', `${base}/1`, { json: { content: words(3) } });
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 1, wordCount: 11 });
    await owner.request('PUT', `${base}/1`, { json: { content: words(4), status: 'published' } });
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 2, wordCount: 15 });

    // Deleting a draft changes nothing; deleting a published chapter takes it out.
    const spare = await owner.request('POST', base, { json: { title: 'Three', content: words(9) } });
    expect((await owner.request('DELETE', `/api/chapters/${spare.body.id}`)).status).toBe(200);
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 2, wordCount: 15 });
    expect((await owner.request('DELETE', `/api/chapters/${direct.body.id}`)).status).toBe(200);
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 1, wordCount: 4 });
  });

  it('ignore view counts, and stay exact under concurrent publishes of one novel', async () => {
    const { novel, owner } = await cast(server);
    const drafts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        chapterOf(server, novel.id, { chapterNumber: i + 1, status: 'draft', publishedAt: null, wordCount: i + 1 }),
      ),
    );
    await Promise.all(drafts.map((chapter) => owner.request('PUT', `/api/chapters/${chapter.id}/publish`)));
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 8, wordCount: 36 });
    await fork(server).execute('update chapters set view_count = view_count + 5 where novel_id = ?', [novel.id]);
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 8, wordCount: 36 });
  });

  it('count bulk SQL writes and the start-up text backfill, which bypass the ORM', async () => {
    const { novel, owner } = await cast(server);
    const em = fork(server);
    await em.execute(
      `insert into chapters (novel_id, chapter_number, title, content, content_text, content_length, word_count, status,
         created_at, updated_at, published_at)
       select ?, n, 'Bulk ' || n, '<p>x</p>', 'x', 1, n * 10, case when n % 2 = 0 then 'published' else 'draft' end,
         now(), now(), now() from generate_series(1, 6) n`,
      [novel.id],
    );
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 3, wordCount: 120 });
    // A chapter stored before word counts existed is counted with 0 words, then with its words once converted.
    await insertLegacyChapter(server, novel.id, {
      chapterNumber: 7,
      html: '<p>Three small words</p>',
      contentLength: 17,
    });
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 4, wordCount: 120 });
    await backfillChapterText(server.db.orm, pino({ level: 'silent' }));
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 4, wordCount: 123 });
    await em.execute(`delete from chapters where novel_id = ? and chapter_number <= 4`, [novel.id]);
    expect(await expectExact(owner, novel.id)).toEqual({ chapterCount: 2, wordCount: 63 });
  });

  it("follow the studio's writes: a bearer token, HTML content, publishing with expectedUpdatedAt", async () => {
    const author = await server.signedIn({ isAuthor: true });
    const { accessToken } = await signInForTokens(server, author.user.username, author.password);
    const studio = (method: string, url: string, json?: unknown) =>
      withBearer(server, accessToken, method, url, json === undefined ? {} : { json });
    const novel = await studio('POST', '/api/novels', {
      title: `Studio Facts ${Date.now()}`,
      description: 'A description long enough to pass.',
      genres: ['Fantasy'],
      completionStatus: 'hiatus',
    });
    expect(novel.status).toBe(201);
    const base = `/api/novels/${novel.body.id}/chapters`;
    const draft = await studio('POST', base, { title: 'From the studio', contentHtml: `<p>${words(6)}</p>` });
    expect(draft.status).toBe(201);
    const saved = await studio('PUT', `${base}/1`, {
      contentHtml: `<p>${words(8)}</p>`,
      status: 'published',
      expectedUpdatedAt: draft.body.updatedAt,
    });
    expect(saved.status).toBe(200);
    expect(await expectExact(author.agent, novel.body.id)).toEqual({ chapterCount: 1, wordCount: 8 });
    // A stale save changes nothing.
    const stale = await studio('PUT', `${base}/1`, { status: 'draft', expectedUpdatedAt: draft.body.updatedAt });
    expect(stale.status).toBe(409);
    expect(await expectExact(author.agent, novel.body.id)).toEqual({ chapterCount: 1, wordCount: 8 });
  });

  it('let a novel be deleted with its published chapters', async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id);
    expect((await owner.request('DELETE', `/api/novels/${novel.id}`)).status).toBe(200);
    expect((await owner.request('GET', `/api/novels/${novel.id}`)).status).toBe(404);
  });
});

describe('novel facts on the wire', () => {
  it('appear in every list, the detail, search and the author list', async () => {
    const title = `Facts Everywhere ${Date.now()}`;
    const { novel, owner, ownerUser } = await cast(server, { title, completionStatus: 'completed' });
    await chapterOf(server, novel.id, { wordCount: 250 });
    await chapterOf(server, novel.id, { wordCount: 50, status: 'draft', publishedAt: null });
    const expected = { id: novel.id, completionStatus: 'completed', chapterCount: 1, wordCount: 250 };

    const find = (list: { id: number }[]) => list.find((item) => item.id === novel.id);
    const detail = await owner.request('GET', `/api/novels/name/${encodeURIComponent(title)}`);
    expect(NovelDetailSchema.parse(detail.body)).toMatchObject(expected);
    const lists = ['/api/novels?limit=100', '/api/novels/latest?limit=100', `/api/novels/author/${ownerUser.id}`];
    for (const path of lists) {
      expect(find(NovelListSchema.parse((await owner.request('GET', path)).body))).toMatchObject(expected);
    }
    const genre = novel.genres[0]!;
    const byGenre = await owner.request('GET', `/api/novels/genre/${encodeURIComponent(genre)}?limit=100`);
    expect(find(NovelListSchema.parse(byGenre.body))).toMatchObject(expected);
    const search = await owner.request('GET', `/api/novels/search?q=${encodeURIComponent(title)}`);
    expect(find(SearchResultSchema.parse(search.body).items)).toMatchObject(expected);

    const update = await owner.request('PUT', `/api/novels/${novel.id}`, { json: { completionStatus: 'dropped' } });
    expect(NovelSchema.parse(update.body)).toMatchObject({ ...expected, completionStatus: 'dropped' });
  });
});

/** One step of the random sequence; `pick` chooses among the chapters written so far. */
type Step =
  | { kind: 'create'; novel: number; words: number; published: boolean }
  | { kind: 'publish' | 'unpublish' | 'delete'; pick: number }
  | { kind: 'edit'; pick: number; words: number; publish: boolean | null }
  | { kind: 'move'; pick: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    novel: fc.nat(1),
    words: fc.integer({ min: 1, max: 40 }),
    published: fc.boolean(),
  }),
  fc.record({ kind: fc.constantFrom('publish' as const, 'unpublish' as const, 'delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    words: fc.integer({ min: 1, max: 40 }),
    publish: fc.constantFrom(null, true, false),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat() }),
);

describe('chapterCount and wordCount, property', () => {
  it('equal a brute-force count after any sequence of publish, unpublish, edit, delete (and a raw move)', async () => {
    const { novel: first, owner } = await cast(server);
    const second = (
      await owner.request('POST', '/api/novels', {
        json: {
          title: `Second Facts Novel ${Date.now()}`,
          description: 'A description long enough to pass.',
          genres: 'Drama',
        },
      })
    ).body as { id: number };
    const novels = [first.id, second.id];
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 20 }), async (steps) => {
        const written: { id: number; novelId: number; number: number }[] = [];
        let next = 1;
        for (const step of steps) {
          if (step.kind === 'create') {
            const novelId = novels[step.novel]!;
            const number = next++;
            const response = await owner.request('POST', `/api/novels/${novelId}/chapters`, {
              json: {
                title: `C${number}`,
                chapterNumber: number,
                content: words(step.words),
                status: step.published ? 'published' : 'draft',
              },
            });
            expect(response.status).toBe(201);
            written.push({ id: response.body.id, novelId, number });
            continue;
          }
          if (written.length === 0) continue;
          const index = step.pick % written.length;
          const chapter = written[index]!;
          const path = `/api/novels/${chapter.novelId}/chapters/${chapter.number}`;
          if (step.kind === 'publish') await owner.request('PUT', `/api/chapters/${chapter.id}/publish`);
          if (step.kind === 'unpublish') await owner.request('PUT', path, { json: { status: 'draft' } });
          if (step.kind === 'edit') {
            const status = step.publish === null ? undefined : step.publish ? 'published' : 'draft';
            await owner.request('PUT', path, { json: { content: words(step.words), status } });
          }
          if (step.kind === 'delete') {
            await owner.request('DELETE', `/api/chapters/${chapter.id}`);
            written.splice(index, 1);
          }
          if (step.kind === 'move') {
            chapter.novelId = novels.find((id) => id !== chapter.novelId)!;
            await fork(server).execute('update chapters set novel_id = ? where id = ?', [chapter.novelId, chapter.id]);
          }
        }
        for (const novelId of novels) await expectExact(owner, novelId);
        await fork(server).execute('delete from chapters where novel_id in (?, ?)', novels);
        for (const novelId of novels)
          expect(await wireFacts(owner, novelId)).toEqual({ chapterCount: 0, wordCount: 0 });
      }),
      { numRuns: 25 },
    );
  });
});
