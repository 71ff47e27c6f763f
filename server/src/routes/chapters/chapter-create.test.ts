import { ChapterSchema, LIMITS, MESSAGES } from '@inkshelf/contracts';
import { LONE_SURROGATE } from '../../middlewares/validate.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { ageNovel, cast, chapterOf, expectError, novelUpdatedAt, storedChapter } from './chapter-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const V = MESSAGES.validation;
const E = MESSAGES.errors;
const body = { title: 'The Gate', content: 'It opened.' };
const path = (novelId: number) => `/api/novels/${novelId}/chapters`;

describe('POST /api/novels/:novelId/chapters', () => {
  it('creates a draft chapter from sanitized contentHtml and answers 201 with both forms', async () => {
    const { novel, owner } = await cast(server);
    const response = await owner.request('POST', path(novel.id), {
      json: {
        title: '  The Gate  ',
        contentHtml: '<p onclick="x()">It <b>opened</b>.</p><script>alert(1)</script>',
        authorNote: '  Enjoy!  ',
        novelId: 999_999,
      },
    });
    expect(response.status).toBe(201);
    const chapter = ChapterSchema.parse(response.body);
    expect(chapter).toMatchObject({
      novelId: novel.id,
      chapterNumber: 1,
      title: 'The Gate',
      content: 'It **opened**.',
      contentHtml: '<p>It <b>opened</b>.</p>',
      authorNote: 'Enjoy!',
      status: 'draft',
      publishedAt: null,
      viewCount: 0,
      readingTimeMinutes: 1,
      wordCount: 2,
    });
    const stored = await storedChapter(server, chapter.id);
    expect(stored).toMatchObject({
      content: '<p>It <b>opened</b>.</p>',
      contentText: 'It **opened**.',
      contentLength: 10,
      wordCount: 2,
      status: 'draft',
    });
  });

  it('turns plain text into paragraphs, as content or as contentHtml, and counts its text length', async () => {
    const { novel, owner } = await cast(server);
    const text = `${'a'.repeat(1500)}\n\nSecond & last`;
    const html = `<p>${'a'.repeat(1500)}</p><p>Second &amp; last</p>`;
    for (const field of ['content', 'contentHtml']) {
      const response = await owner.request('POST', path(novel.id), { json: { title: 'Plain', [field]: text } });
      const chapter = ChapterSchema.parse(response.body);
      expect(chapter).toMatchObject({ content: text, contentHtml: html, readingTimeMinutes: 2 });
      expect((await storedChapter(server, chapter.id))!.contentLength).toBe(1513);
    }
  });

  it('stamps publishedAt when created published, stores a blank author note as null', async () => {
    const { novel, owner } = await cast(server);
    const before = Date.now();
    const response = await owner.request('POST', path(novel.id), {
      json: { ...body, status: 'published', authorNote: '   ' },
    });
    const chapter = ChapterSchema.parse(response.body);
    expect(chapter).toMatchObject({ status: 'published', authorNote: null });
    expect(new Date(chapter.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("bumps the novel's updatedAt", async () => {
    const { novel, owner } = await cast(server);
    const past = await ageNovel(server, novel.id);
    const response = await owner.request('POST', path(novel.id), { json: body });
    expect(response.status).toBe(201);
    const updatedAt = await novelUpdatedAt(server, novel.id);
    expect(updatedAt.getTime()).toBeGreaterThan(past.getTime());
    expect(updatedAt.toISOString()).toBe(response.body.createdAt);
  });

  it('lets only the novel owner write: 401 signed out, 403 for readers and other authors', async () => {
    const { novel, owner, otherAuthor, reader, anonymous } = await cast(server);
    expectError(await anonymous.request('POST', path(novel.id), { json: body }), 401, E.authenticationRequired);
    expectError(await reader.request('POST', path(novel.id), { json: body }), 403, E.editOwnNovelsOnly);
    expectError(await otherAuthor.request('POST', path(novel.id), { json: body }), 403, E.editOwnNovelsOnly);
    expect((await owner.request('POST', path(novel.id), { json: body })).status).toBe(201);
    const list = await server.request('GET', path(novel.id));
    expect(list.body).toEqual([]); // the one chapter is a draft, and nobody else got one in
  });

  it("answers 404 for an unknown novel or someone else's draft novel", async () => {
    const { novel, owner, otherAuthor } = await cast(server, { status: 'draft' });
    expectError(await otherAuthor.request('POST', path(novel.id), { json: body }), 404, E.novelNotFound);
    expectError(await owner.request('POST', path(999_999), { json: body }), 404, E.novelNotFound);
    expect((await owner.request('POST', path(novel.id), { json: body })).status).toBe(201);
  });
});

describe('an untitled draft (issue 37)', () => {
  it('is saved as "Chapter N", as the original client saves one, and keeps a title given later', async () => {
    const { novel, owner } = await cast(server);
    for (const json of [{ content: 'Text' }, { title: '  ', content: 'More', status: 'draft' }]) {
      const created = await owner.request('POST', path(novel.id), { json });
      expect(created.status, created.text).toBe(201);
    }
    const list = await owner.request('GET', `${path(novel.id)}?view=summary`);
    expect((list.body as { title: string }[]).map((chapter) => chapter.title)).toEqual(['Chapter 1', 'Chapter 2']);
    const titled = await owner.request('PUT', `${path(novel.id)}/2`, { json: { title: 'The Second Tide' } });
    expect(titled.body).toMatchObject({ title: 'The Second Tide', status: 'draft' });
  });
});

describe('POST chapter validation', () => {
  let novel: { id: number };
  let owner: Awaited<ReturnType<typeof cast>>['owner'];
  beforeAll(async () => {
    ({ novel, owner } = await cast(server));
  });

  const tooLong = 'c'.repeat(LIMITS.chapterContentMax + 1);
  const cases: [string, unknown, string, string][] = [
    ['a published chapter without a title', { content: 'Text', status: 'published' }, V.chapterTitleRequired, 'title'],
    [
      'a blank title to publish',
      { title: '   ', content: 'Text', status: 'published' },
      V.chapterTitleRequired,
      'title',
    ],
    ['a title that is not text', { title: 5, content: 'Text' }, V.textRequired('Chapter title'), 'title'],
    [
      'a long title',
      { title: 't'.repeat(LIMITS.chapterTitleMax + 1), content: 'Text' },
      V.chapterTitleTooLong,
      'title',
    ],
    ['no content', { title: 'T' }, V.chapterContentRequired, 'content'],
    ['blank text content', { title: 'T', content: ' \n\n ' }, V.chapterContentRequired, 'content'],
    ['text content that is only a scene break', { title: 'T', content: '* * *' }, V.chapterContentRequired, 'content'],
    [
      'contentHtml without visible text',
      { title: 'T', contentHtml: '<p>&nbsp;</p>' },
      V.chapterContentRequired,
      'contentHtml',
    ],
    ['content that is not text', { title: 'T', content: ['x'] }, V.textRequired('Chapter content'), 'content'],
    ['contentHtml that is not text', { title: 'T', contentHtml: 5 }, V.textRequired('Chapter content'), 'contentHtml'],
    ['too much content', { title: 'T', content: tooLong }, V.chapterContentTooLong, 'content'],
    ['too much contentHtml', { title: 'T', contentHtml: tooLong }, V.chapterContentTooLong, 'contentHtml'],
    ['both forms', { title: 'T', content: 'Text', contentHtml: '<p>Text</p>' }, V.chapterContentBoth, 'contentHtml'],
    ['a negative chapter number', { ...body, chapterNumber: -1 }, V.chapterNumberInvalid, 'chapterNumber'],
    ['a fractional chapter number', { ...body, chapterNumber: 1.5 }, V.chapterNumberInvalid, 'chapterNumber'],
    ['a chapter number in words', { ...body, chapterNumber: 'two' }, V.chapterNumberInvalid, 'chapterNumber'],
    ['a huge chapter number', { ...body, chapterNumber: 2 ** 31 }, V.chapterNumberInvalid, 'chapterNumber'],
    ['an unknown status', { ...body, status: 'archived' }, MESSAGES.releases.chapterStatusInvalid, 'status'],
    ['an author note that is not text', { ...body, authorNote: 3 }, V.authorNoteInvalid, 'authorNote'],
    [
      'a long author note',
      { ...body, authorNote: 'n'.repeat(LIMITS.authorNoteMax + 1) },
      V.authorNoteTooLong,
      'authorNote',
    ],
    [
      'contentHtml that sanitizes to nothing',
      { title: 'T', contentHtml: '<script>alert(1)</script>' },
      V.chapterContentRequired,
      'contentHtml',
    ],
    [
      'contentHtml made only of an image',
      { title: 'T', contentHtml: '<img src=x onerror=alert(1)>' },
      V.chapterContentRequired,
      'contentHtml',
    ],
  ];

  it.each(cases)('refuses %s with 400, its message and its field', async (_name, json, message, field) => {
    const response = await owner.request('POST', path(novel.id), { json });
    expectError(response, 400, message, field);
    expect((await server.request('GET', path(novel.id))).body).toEqual([]);
  });

  it('refuses text holding a lone surrogate (half of a UTF-16 pair) instead of storing U+FFFD', async () => {
    for (const raw of ['{"title":"T","content":"\\ud800x"}', '{"title":"\\udfff","content":"Text"}']) {
      const response = await owner.request('POST', path(novel.id), {
        body: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, raw).toBe(400);
      expect(response.body.message).toBe(LONE_SURROGATE);
    }
    expect((await server.request('GET', path(novel.id))).body).toEqual([]);
    // A whole pair is text like any other.
    const other = await cast(server);
    const emoji = await other.owner.request('POST', path(other.novel.id), {
      json: { title: 'T', content: 'A \ud83d\udcd6 book' },
    });
    expect(emoji.status).toBe(201);
  });

  it('refuses content that grows past the limit once formatted, in either form', async () => {
    const text = '&\n'.repeat(LIMITS.chapterContentMax / 2);
    for (const field of ['content', 'contentHtml']) {
      const response = await owner.request('POST', path(novel.id), { json: { title: 'T', [field]: text } });
      expectError(response, 400, V.chapterContentTooLong, field);
    }
  });

  it('answers malformed bodies with a 4xx JSON message, never a 5xx', async () => {
    const bodies = [null, [], 'text', 42, { title: null, content: null }, { title: {}, content: {} }];
    for (const json of bodies) {
      const response = await owner.request('POST', path(novel.id), { json });
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    const broken = await owner.request('POST', path(novel.id), {
      body: '{"title": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const form = await owner.request('POST', path(novel.id), {
      body: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    // The CSRF guard refuses a cookie-carrying form post before the JSON check would (403), either is a 4xx.
    expect(form.status).toBe(403);
    expect(typeof form.body.message).toBe('string');
    expectError(await owner.request('POST', '/api/novels/abc/chapters', { json: body }), 400, V.positiveId('novelId'));
  });
});

describe('chapter number assignment', () => {
  const numberOf = (response: { status: number; body: unknown }) => {
    expect(response.status).toBe(201);
    return ChapterSchema.parse(response.body).chapterNumber;
  };

  it('gives 1 to the first chapter, then the highest plus 1, for a missing, null or 0 number', async () => {
    const { novel, owner } = await cast(server);
    expect(numberOf(await owner.request('POST', path(novel.id), { json: body }))).toBe(1);
    for (const [chapterNumber, expected] of [
      [0, 2],
      [null, 3],
    ] as const) {
      expect(numberOf(await owner.request('POST', path(novel.id), { json: { ...body, chapterNumber } }))).toBe(
        expected,
      );
    }
  });

  it('refuses a chapter number sent as a string, empty included, naming the field', async () => {
    const { novel, owner } = await cast(server);
    for (const chapterNumber of ['', '0', '4', ' 5 ']) {
      const response = await owner.request('POST', path(novel.id), { json: { ...body, chapterNumber } });
      expectError(response, 400, V.chapterNumberInvalid, 'chapterNumber');
    }
    expect((await owner.request('GET', path(novel.id))).body).toEqual([]);
  });

  it('keeps a chosen number and continues after the highest, gaps and drafts included', async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    await chapterOf(server, novel.id, { chapterNumber: 7, status: 'draft', publishedAt: null });
    expect(numberOf(await owner.request('POST', path(novel.id), { json: { ...body, chapterNumber: 4 } }))).toBe(4);
    expect(numberOf(await owner.request('POST', path(novel.id), { json: body }))).toBe(8);
  });

  it('refuses a taken number with 409', async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 3 });
    const response = await owner.request('POST', path(novel.id), { json: { ...body, chapterNumber: 3 } });
    expectError(response, 409, E.chapterNumberTaken);
  });

  it('gives 10 concurrent creates the distinct numbers 1 to 10', async () => {
    const { novel, owner } = await cast(server);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        owner.request('POST', path(novel.id), { json: { ...body, title: `Chapter ${index}` } }),
      ),
    );
    const numbers = responses.map(numberOf);
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
