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

/** The chapter row as stored. */
export async function storedChapter(server: TestServer, id: number) {
  return fork(server).findOne(Chapter, id, { populate: ['content'] });
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

/** Asserts a JSON error answer with this status and message. */
export function expectError(
  response: TestResponse<{ message?: unknown } | null>,
  status: number,
  message: string,
): void {
  expect({ status: response.status, message: response.body?.message }).toEqual({ status, message });
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
}

/** The four roles of the role matrix, in order. */
export type Roles = Record<'anonymous' | 'reader' | 'otherAuthor' | 'owner', TestAgent>;
