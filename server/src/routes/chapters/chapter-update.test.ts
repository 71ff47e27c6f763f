import { ChapterSchema, MESSAGES } from '@inkshelf/contracts';
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
const path = (novelId: number, slot: number | string) => `/api/novels/${novelId}/chapters/${slot}`;
const edit = { title: 'Renamed', contentHtml: '<p>New <em>text</em></p>' };

describe('PUT /api/novels/:novelId/chapters/:chapterNumber', () => {
  it('saves the given fields and answers the chapter with its number and status', async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 2, authorNote: 'Old note' });
    const response = await owner.request('PUT', path(novel.id, 2), {
      json: { ...edit, authorNote: '  New note ', novelId: 12345 },
    });
    expect(response.status).toBe(200);
    const saved = ChapterSchema.parse(response.body);
    expect(saved).toMatchObject({
      id: chapter.id,
      novelId: novel.id,
      chapterNumber: 2,
      status: 'published',
      title: 'Renamed',
      content: 'New *text*',
      contentHtml: '<p>New <em>text</em></p>',
      wordCount: 2,
      authorNote: 'New note',
    });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(chapter.updatedAt.getTime() - 1);
    expect(await storedChapter(server, chapter.id)).toMatchObject({
      title: 'Renamed',
      content: '<p>New <em>text</em></p>',
      contentText: 'New *text*',
      contentLength: 8,
      wordCount: 2,
    });
  });

  it('leaves absent fields alone and clears a blank author note', async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1, authorNote: 'Note' });
    const titleOnly = await owner.request('PUT', path(novel.id, 1), { json: { title: 'Only the title' } });
    expect(titleOnly.body).toMatchObject({
      title: 'Only the title',
      content: chapter.contentText,
      contentHtml: chapter.content,
      wordCount: chapter.wordCount,
      authorNote: 'Note',
    });
    const cleared = await owner.request('PUT', path(novel.id, 1), { json: { authorNote: ' ' } });
    expect(ChapterSchema.parse(cleared.body).authorNote).toBeNull();
  });

  it('keeps a published chapter published, and its first publishedAt through a draft round trip', async () => {
    const { novel, owner } = await cast(server);
    const publishedAt = new Date('2025-01-02T03:04:05.678Z');
    await chapterOf(server, novel.id, { chapterNumber: 1, publishedAt });
    const kept = await owner.request('PUT', path(novel.id, 1), { json: edit });
    expect(kept.body).toMatchObject({ status: 'published', publishedAt: publishedAt.toISOString() });
    const draft = await owner.request('PUT', path(novel.id, 1), { json: { status: 'draft' } });
    expect(draft.body).toMatchObject({ status: 'draft', publishedAt: publishedAt.toISOString() });
    const again = await owner.request('PUT', path(novel.id, 1), { json: { status: 'published' } });
    expect(again.body).toMatchObject({ status: 'published', publishedAt: publishedAt.toISOString() });
  });

  it('publishes a draft when sent status published, stamping publishedAt', async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1, status: 'draft', publishedAt: null });
    const response = await owner.request('PUT', path(novel.id, 1), { json: { status: 'published' } });
    expect(ChapterSchema.parse(response.body)).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
  });

  it('falls back to the slot as a chapter id of the novel', async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    expect(chapter.id).toBeGreaterThan(1);
    const response = await owner.request('PUT', path(novel.id, chapter.id), { json: { title: 'By id' } });
    expect(response.body).toMatchObject({ id: chapter.id, chapterNumber: 1, title: 'By id' });
    expectError(await owner.request('PUT', path(novel.id, 424242), { json: edit }), 404, E.chapterNotFound);
  });

  it('moves a chapter to a free number and refuses a taken one with 409', async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    await chapterOf(server, novel.id, { chapterNumber: 2 });
    expectError(
      await owner.request('PUT', path(novel.id, 1), { json: { chapterNumber: 2 } }),
      409,
      E.chapterNumberTaken,
    );
    const moved = await owner.request('PUT', path(novel.id, 1), { json: { chapterNumber: 5, title: 'Five' } });
    expect(moved.body).toMatchObject({ id: chapter.id, chapterNumber: 5, title: 'Five' });
    expect((await server.request('GET', path(novel.id, 5))).body.id).toBe(chapter.id);
    const same = await owner.request('PUT', path(novel.id, 5), { json: { chapterNumber: 5 } });
    expect(same.status).toBe(200);
  });

  it("bumps the novel's updatedAt on a change", async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const past = await ageNovel(server, novel.id);
    const response = await owner.request('PUT', path(novel.id, 1), { json: edit });
    const updatedAt = await novelUpdatedAt(server, novel.id);
    expect(updatedAt.getTime()).toBeGreaterThan(past.getTime());
    expect(updatedAt.toISOString()).toBe(response.body.updatedAt);
  });

  it('lets only the novel owner edit: 401 signed out, 403 for readers and other authors', async () => {
    const { novel, owner, otherAuthor, reader, anonymous } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    expectError(await anonymous.request('PUT', path(novel.id, 1), { json: edit }), 401, E.authenticationRequired);
    expectError(await reader.request('PUT', path(novel.id, 1), { json: edit }), 403, E.editOwnNovelsOnly);
    expectError(await otherAuthor.request('PUT', path(novel.id, 1), { json: edit }), 403, E.editOwnNovelsOnly);
    expect((await storedChapter(server, chapter.id))!.title).toBe(chapter.title);
    expect((await owner.request('PUT', path(novel.id, 1), { json: edit })).status).toBe(200);
  });

  it("answers 404 for someone else's draft novel and an unknown novel", async () => {
    const { novel, otherAuthor, owner } = await cast(server, { status: 'draft' });
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    expectError(await otherAuthor.request('PUT', path(novel.id, 1), { json: edit }), 404, E.novelNotFound);
    expectError(await owner.request('PUT', path(999_999, 1), { json: edit }), 404, E.novelNotFound);
  });

  it('refuses invalid fields with 400 and their messages, never a 5xx', async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const cases: [unknown, string, string][] = [
      [{ chapterNumber: 0 }, V.chapterNumberInvalid, 'chapterNumber'],
      [{ chapterNumber: -3 }, V.chapterNumberInvalid, 'chapterNumber'],
      [{ chapterNumber: 'x' }, V.chapterNumberInvalid, 'chapterNumber'],
      [{ chapterNumber: '5' }, V.chapterNumberInvalid, 'chapterNumber'],
      [{ chapterNumber: '' }, V.chapterNumberInvalid, 'chapterNumber'],
      [{ title: '' }, V.chapterTitleRequired, 'title'],
      [{ content: '   ' }, V.chapterContentRequired, 'content'],
      [{ contentHtml: '   ' }, V.chapterContentRequired, 'contentHtml'],
      [{ content: '* * *' }, V.chapterContentRequired, 'content'],
      [{ contentHtml: '<style>p{}</style>' }, V.chapterContentRequired, 'contentHtml'],
      [{ content: 'Text', contentHtml: '<p>Text</p>' }, V.chapterContentBoth, 'contentHtml'],
      [{ status: 'hidden' }, MESSAGES.releases.chapterStatusInvalid, 'status'],
      [{ expectedUpdatedAt: 'yesterday' }, V.expectedUpdatedAtInvalid, 'expectedUpdatedAt'],
      [{ expectedUpdatedAt: 1_700_000_000_000 }, V.expectedUpdatedAtInvalid, 'expectedUpdatedAt'],
    ];
    for (const [json, message, field] of cases)
      expectError(await owner.request('PUT', path(novel.id, 1), { json }), 400, message, field);
    expect((await owner.request('GET', path(novel.id, 1))).body).toMatchObject({
      chapterNumber: 1,
      title: 'Chapter 1',
    });
    for (const slot of ['zero', '0', '-1']) {
      expectError(await owner.request('PUT', path(novel.id, slot), { json: edit }), 400, V.positiveId('chapterNumber'));
    }
    const garbage = await owner.request('PUT', path(novel.id, 1), { json: ['not', 'an', 'object'] });
    expect(garbage.status).toBe(400);
  });
});

describe('PUT with expectedUpdatedAt', () => {
  it('saves when expectedUpdatedAt matches the stored updatedAt', async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const opened = await owner.request('GET', path(novel.id, 1));
    const response = await owner.request('PUT', path(novel.id, 1), {
      json: { ...edit, expectedUpdatedAt: opened.body.updatedAt },
    });
    expect(response).toMatchObject({ status: 200, body: { title: 'Renamed' } });
  });

  it('compares to the millisecond, whatever the offset', async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    const stored = chapter.updatedAt.getTime();
    const shifted = new Date(stored + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    const response = await owner.request('PUT', path(novel.id, 1), {
      json: { title: 'Offset', expectedUpdatedAt: shifted },
    });
    expect(response.status).toBe(200);
    const oneMsOff = new Date(response.body.updatedAt).getTime() - 1;
    const stale = await owner.request('PUT', path(novel.id, 1), {
      json: { title: 'Late', expectedUpdatedAt: new Date(oneMsOff).toISOString() },
    });
    expect(stale.status).toBe(409);
  });

  it('refuses a stale save with 409 and the current chapter, changing nothing', async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    const opened = await owner.request('GET', path(novel.id, 1));
    const elsewhere = await owner.request('PUT', path(novel.id, 1), { json: { title: 'Saved elsewhere' } });
    expect(elsewhere.status).toBe(200);
    const past = await ageNovel(server, novel.id);
    const response = await owner.request('PUT', path(novel.id, 1), {
      json: { ...edit, expectedUpdatedAt: opened.body.updatedAt },
    });
    expectError(response, 409, E.chapterChanged);
    const current = ChapterSchema.parse(response.body.current);
    expect(current).toMatchObject({ id: chapter.id, title: 'Saved elsewhere', updatedAt: elsewhere.body.updatedAt });
    expect(current.contentHtml).toBe(chapter.content);
    expect(current.content).toBe(chapter.contentText);
    expect((await storedChapter(server, chapter.id))!.title).toBe('Saved elsewhere');
    expect((await novelUpdatedAt(server, novel.id)).getTime()).toBe(past.getTime());
  });

  it('lets the last write win when expectedUpdatedAt is omitted or null', async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    await owner.request('PUT', path(novel.id, 1), { json: { title: 'First' } });
    const second = await owner.request('PUT', path(novel.id, 1), {
      json: { title: 'Second', expectedUpdatedAt: null },
    });
    expect(second).toMatchObject({ status: 200, body: { title: 'Second' } });
  });
});

describe('unknown novels and chapters on PUT', () => {
  it('answers 404 for a novel with no such chapter', async () => {
    const { novel, owner } = await cast(server);
    expectError(await owner.request('PUT', path(novel.id, 1), { json: edit }), 404, E.chapterNotFound);
  });
});
