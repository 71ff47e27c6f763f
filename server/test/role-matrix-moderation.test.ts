/**
 * The role matrix (test/role-matrix.ts) of reports, moderation and takedowns (issue 18): reports and notices for
 * anyone, the queue's actions for moderators and admins, roles and lifting a suspension for admins alone, a
 * counter-notice for the author of the removed content alone.
 */
import { MESSAGES, type EndpointName } from '@inkshelf/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { Novel, Report, User } from '../src/entities/index.ts';
import { act, file, notice, pageUrl } from '../src/routes/takedowns/takedown-test-support.ts';
import { buildUser } from './factories.ts';
import { describeRoleMatrix, path, type Entry } from './role-matrix.ts';
import { isSuccess, ROLE_PASSWORD, signInPeople, type People, type Person } from './route-fixture.ts';
import { getTestServer, type TestServer } from './support.ts';

let server: TestServer;
let people: People;
let staff: { moderator: Person; admin: Person };
beforeAll(async () => {
  server = await getTestServer({ config: { rateLimitScale: 100 } });
  people = await signInPeople(server);
  staff = {
    moderator: await server.signedIn({ role: 'moderator', password: ROLE_PASSWORD }),
    admin: await server.signedIn({ role: 'admin', password: ROLE_PASSWORD }),
  };
});
afterAll(() => server.close());

const em = () => server.db.orm.em.fork();

/** A takedown case about the content's chapter 1; removed by the admin when `removed`. */
async function takedownOf(chapterUrl: string, removed: boolean) {
  const taken = await file(server, notice([chapterUrl]));
  if (removed) await act(staff.admin.agent, taken.id, { action: 'remove', note: 'Matrix takedown' });
  return taken.id;
}
const chapterUrl = async (c: Parameters<Entry['call']>[0]) => pageUrl(server, (await c.content()).novel.title, 1);
const caseStatus = async (id: number) =>
  (await em().execute<{ status: string }[]>('select status from takedown_cases where id = ?', [id]))[0]?.status;
const NOT_AUTHOR = [403, MESSAGES.takedowns.counterNoticeNotAuthor] as const;
let lastCase = 0;
let lastSuspended = 0;
let lastGenre = 0;
const genreNames = async () =>
  ((await server.request('GET', path('listGenres'))).body as { genre: string }[]).map((row) => row.genre);
/** A curated genre of the call's own, added straight to the table. */
async function newGenre(): Promise<string> {
  const name = `Matrix Genre ${++lastGenre}`;
  await em().execute(`insert into genres (name, key, created_at) values (?, lower(?), now())`, [name, name]);
  return name;
}

const MATRIX: Partial<Record<EndpointName, Entry>> = {
  createReport: {
    call: async (c) => ({
      path: path('createReport'),
      body: { targetType: 'novel', targetId: (await c.content()).novel.id, reason: 'spam', details: 'Matrix' },
    }),
  },
  resolveReport: {
    call: async (c) => {
      const fork = em();
      const { comment } = await c.content();
      const report = fork.create(Report, {
        reporter: fork.getReference(User, people.otherAuthor.user.id),
        targetType: 'comment',
        targetId: comment.id,
        reason: 'spam',
      });
      await fork.flush();
      return { path: path('resolveReport', { id: report.id }), body: { action: 'hide', note: 'Matrix hide' } };
    },
    effect: async (c, response) => {
      const [row] = await em().execute<{ hidden: boolean }[]>(
        'select hidden_at is not null as hidden from comments where id = ?',
        [(await c.content()).comment.id],
      );
      expect(row?.hidden).toBe(isSuccess(response.status));
    },
  },
  changeContentRating: {
    call: async (c) => ({
      path: path('changeContentRating', { id: (await c.content()).novel.id }),
      body: { contentRating: 'mature', note: 'Matrix rating' },
    }),
    effect: async (c, response) => {
      const novel = await em().findOneOrFail(Novel, (await c.content()).novel.id);
      expect(novel.contentRating).toBe(isSuccess(response.status) ? 'mature' : 'everyone');
    },
  },
  createTakedown: {
    call: async (c) => ({ path: path('createTakedown'), body: notice([await chapterUrl(c)]) }),
  },
  actOnTakedown: {
    call: async (c) => {
      lastCase = await takedownOf(await chapterUrl(c), false);
      return { path: path('actOnTakedown', { id: lastCase }), body: { action: 'remove', note: 'Matrix removal' } };
    },
    effect: async (c, response) => {
      const [row] = await em().execute<{ hidden: boolean }[]>(
        'select hidden_at is not null as hidden from chapters where id = ?',
        [(await c.content()).chapter.id],
      );
      expect(row?.hidden).toBe(isSuccess(response.status));
      expect(await caseStatus(lastCase)).toBe(isSuccess(response.status) ? 'removed' : 'open');
    },
  },
  counterNotice: {
    call: async (c) => {
      lastCase = await takedownOf(await chapterUrl(c), true);
      return {
        path: path('counterNotice', { id: lastCase }),
        body: { statement: 'My own work.', name: 'Matrix Author', signature: 'Matrix Author', consent: true },
      };
    },
    except: { reader: NOT_AUTHOR, otherAuthor: NOT_AUTHOR, moderator: NOT_AUTHOR, admin: NOT_AUTHOR },
    effect: async (_c, response) => {
      expect(await caseStatus(lastCase)).toBe(isSuccess(response.status) ? 'countered' : 'removed');
    },
  },
  changeRole: {
    call: async () => {
      const user = await buildUser(em());
      return { path: path('changeRole'), body: { username: user.username, role: 'moderator' } };
    },
  },
  liftSuspension: {
    call: async () => {
      lastSuspended = (await buildUser(em(), { suspendedAt: new Date() })).id;
      return { path: path('liftSuspension', { id: lastSuspended }) };
    },
    effect: async (_c, response) => {
      const user = await em().findOneOrFail(User, lastSuspended);
      expect(user.suspendedAt === null).toBe(isSuccess(response.status));
    },
  },
  // Curated genres and tags (issue 37): administrators alone; each call acts on a genre or tag of its own.
  createGenre: {
    success: 201,
    call: () => ({ path: path('createGenre'), body: { name: `Matrix Genre ${++lastGenre}` } }),
    effect: async (_c, response) => {
      expect((await genreNames()).includes(`Matrix Genre ${lastGenre}`)).toBe(isSuccess(response.status));
    },
  },
  renameGenre: {
    call: async () => {
      const name = await newGenre();
      return { path: path('renameGenre', { genre: name }), body: { name: `${name} Renamed` } };
    },
    effect: async (_c, response) => {
      expect((await genreNames()).includes(`Matrix Genre ${lastGenre} Renamed`)).toBe(isSuccess(response.status));
    },
  },
  deleteGenre: {
    call: async () => ({ path: path('deleteGenre', { genre: await newGenre() }) }),
    effect: async (_c, response) => {
      expect((await genreNames()).includes(`Matrix Genre ${lastGenre}`)).toBe(!isSuccess(response.status));
    },
  },
  mergeTag: {
    call: async () => {
      const tag = `Matrix Tag ${++lastGenre}`;
      await em().execute(`insert into tags (name, key, created_at) values (?, lower(?), now())`, [tag, tag]);
      return { path: path('mergeTag', { tag }), body: { into: `${tag} Canonical` } };
    },
    effect: async (_c, response) => {
      const detail = await server.request('GET', path('tagDetail', { tag: `Matrix Tag ${lastGenre}` }));
      expect(detail.body.tag).toBe(
        isSuccess(response.status) ? `Matrix Tag ${lastGenre} Canonical` : `Matrix Tag ${lastGenre}`,
      );
    },
  },
};

describeRoleMatrix('moderation', MATRIX, { server: () => server, people: () => people, staff: () => staff });
