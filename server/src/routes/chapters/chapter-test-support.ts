/** Set-up shared by the chapter route tests (not a test file itself). */
import { expect } from 'vitest';
import { buildAuthor, buildChapter, buildNovel } from '../../../test/factories.ts';
import type { TestAgent, TestResponse, TestServer } from '../../../test/support.ts';
import { Chapter, Novel, User } from '../../entities/index.ts';

export const fork = (server: TestServer) => server.db.orm.em.fork();

/** A signed-in author, a novel of theirs (published unless overridden) and a client for each other role. */
export async function cast(server: TestServer, novel: Partial<Novel> = {}) {
  const owner = await server.signedIn({ isAuthor: true });
  const em = fork(server);
  const created = await buildNovel(em, { ...novel, author: em.getReference(User, owner.user.id) });
  const otherAuthor = await server.signedIn({ isAuthor: true });
  const reader = await server.signedIn();
  return {
    novel: created,
    owner: owner.agent,
    ownerUser: owner.user,
    otherAuthor: otherAuthor.agent,
    reader: reader.agent,
    anonymous: server.agent(),
  };
}

/** A novel by a new author, with no signed-in client. */
export async function someNovel(server: TestServer, overrides: Partial<Novel> = {}) {
  const em = fork(server);
  return buildNovel(em, { ...overrides, author: overrides.author ?? (await buildAuthor(em)) });
}

/** A chapter of the novel through the factory. */
export async function chapterOf(server: TestServer, novelId: number, overrides: Partial<Chapter> = {}) {
  const em = fork(server);
  return buildChapter(em, { ...overrides, novel: em.getReference(Novel, novelId) });
}

/** The chapter row as stored, both forms of its text loaded. */
export async function storedChapter(server: TestServer, id: number) {
  return fork(server).findOne(Chapter, id, { populate: ['content', 'contentText'] });
}

/**
 * A published chapter row as stored before the text format existed: HTML only, content_text null and word_count
 * 0, written with raw SQL as the old server did. Returns its id.
 */
export async function insertLegacyChapter(
  server: TestServer,
  novelId: number,
  { chapterNumber, html, contentLength }: { chapterNumber: number; html: string; contentLength: number },
): Promise<number> {
  const rows: { id: number }[] = await fork(server).execute(
    `insert into chapters (novel_id, chapter_number, title, content, content_length, status, created_at, updated_at, published_at)
     values (?, ?, ?, ?, ?, 'published', now(), now(), now()) returning id`,
    [novelId, chapterNumber, `Chapter ${chapterNumber}`, html, contentLength],
  );
  return rows[0]!.id;
}

/** The stored text form and word count of a chapter row, read with raw SQL. */
export async function storedTextColumns(server: TestServer, id: number) {
  const rows: { content_text: string | null; word_count: number }[] = await fork(server).execute(
    'select content_text, word_count from chapters where id = ?',
    [id],
  );
  return rows[0];
}

/** Sets the novel's updatedAt back in time, to see a write bump it. */
export async function ageNovel(server: TestServer, novelId: number): Promise<Date> {
  const past = new Date('2024-01-01T00:00:00.000Z');
  await fork(server).execute('update novels set updated_at = ? where id = ?', [past, novelId]);
  return past;
}

export async function novelUpdatedAt(server: TestServer, novelId: number): Promise<Date> {
  const rows: { updated_at: Date }[] = await fork(server).execute('select updated_at from novels where id = ?', [
    novelId,
  ]);
  return new Date(rows[0]!.updated_at);
}

/** Asserts a JSON error answer with this status and message, and the field it names when one is given. */
export function expectError(
  response: TestResponse<{ message?: unknown; field?: unknown } | null>,
  status: number,
  message: string,
  field?: string,
): void {
  expect({ status: response.status, message: response.body?.message }).toEqual({ status, message });
  if (field !== undefined) expect(response.body?.field).toBe(field);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
}

/** The four roles of the role matrix, in order. */
export type Roles = Record<'anonymous' | 'reader' | 'otherAuthor' | 'owner', TestAgent>;
