/**
 * The role matrix (test/role-matrix.ts) of reports and moderation (issue 18), played by the four content roles and
 * by a moderator and an admin: reports are for anyone signed in, the queue's actions and content ratings for
 * moderators and admins, roles for admins alone.
 */
import type { EndpointName } from '@inkshelf/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { Novel, Report, User } from '../src/entities/index.ts';
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
  changeRole: {
    call: async () => {
      const user = await buildUser(em());
      return { path: path('changeRole'), body: { username: user.username, role: 'moderator' } };
    },
  },
};

describeRoleMatrix('moderation', MATRIX, { server: () => server, people: () => people, staff: () => staff });
