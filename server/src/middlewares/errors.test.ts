import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { ConnectionException, DriverException } from '@mikro-orm/core';
import Koa from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { buildUser } from '../../test/factories.ts';
import { User } from '../entities/index.ts';
import { conflict, tooManyRequests } from '../errors.ts';
import { toRequestListener } from '../app.ts';
import { errorHandler, toAnswer } from './errors.ts';
import { jsonBody } from './json-body.ts';
import { validate, type APIContext } from './validate.ts';

const logged: unknown[] = [];
let db: TestDatabase;
let server: http.Server;
let base: string;

const Body = z.object({ email: z.string().email('Please enter a valid email address'), age: z.number().int() });

beforeAll(async () => {
  db = await createTestDatabase();
  const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  const app = new Koa();
  app.use(async (ctx, next) => {
    ctx.log = logger;
    ctx.em = db.orm.em.fork();
    await next();
  });
  app.use(errorHandler());
  app.use(jsonBody({ limit: () => 4 * 1024 * 1024 }));
  const router = new Router();
  router.post('/duplicate', async (ctx) => {
    await buildUser(ctx.em.fork(), { username: 'Taken' });
    await buildUser(ctx.em.fork(), { username: 'taken' });
  });
  router.get('/missing', async (ctx) => {
    await ctx.em.findOneOrFail(User, { id: 987654 });
  });
  router.get('/crash', () => {
    throw new Error('secret detail: password=hunter2 at /srv/app.ts:12');
  });
  router.get('/conflict', () => {
    throw conflict('Chapter changed', { current: { id: 1 } });
  });
  router.get('/limited', () => {
    throw tooManyRequests(42);
  });
  router.get('/database-down', () => {
    throw new ConnectionException(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
    );
  });
  router.post('/validated', validate({ body: Body }), (ctx) => {
    const { body } = (ctx as APIContext<{ body: typeof Body }>).input;
    ctx.body = { ok: body.email };
  });
  app.use(router.routes());
  server = http.createServer(toRequestListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await db.close();
});

async function call(method: string, path: string, json?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: json === undefined ? {} : { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('errorHandler', () => {
  it('maps a unique violation to 409 with the meaning of the index', async () => {
    expect(await call('POST', '/duplicate')).toMatchObject({
      status: 409,
      body: { message: 'Username already taken' },
    });
  });

  it('maps an ORM not-found to 404 naming the entity', async () => {
    expect(await call('GET', '/missing')).toMatchObject({ status: 404, body: { message: 'User not found' } });
  });

  it('answers 500 "Internal server error" without leaking the detail, which goes to the log', async () => {
    const response = await call('GET', '/crash');
    expect(response).toEqual(expect.objectContaining({ status: 500, body: { message: 'Internal server error' } }));
    expect(JSON.stringify(logged)).toContain('secret detail');
  });

  it('passes deliberate errors through with their extra fields and headers', async () => {
    expect(await call('GET', '/conflict')).toMatchObject({
      status: 409,
      body: { message: 'Chapter changed', current: { id: 1 } },
    });
    const limited = await call('GET', '/limited');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(limited.body.message).toBe('Too many requests. Please try again later.');
  });

  it('answers an unreachable database with 503, Retry-After and a plain message, not logged as an error', async () => {
    const errorsBefore = logged.length;
    const response = await call('GET', '/database-down');
    expect(logged).toHaveLength(errorsBefore);
    expect(response).toMatchObject({ status: 503, body: { message: 'Service temporarily unavailable' } });
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body).not.toHaveProperty('code');
  });
});

describe('toAnswer and the database going away', () => {
  const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
  const unavailable = { status: 503, body: { message: 'Service temporarily unavailable' } };

  it.each([
    ['the server refusing connections', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', pgError('read ECONNRESET', 'ECONNRESET')],
    ['a connection cut under a query', pgError('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', pgError('timeout exceeded when trying to connect')],
    ['a broken pooled client', pgError('Client has encountered a connection error and is not queryable')],
    ['an administrator shutdown (57P01)', pgError('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', pgError('the database system is starting up', '57P03')],
    ['a connection failure (08006)', pgError('connection failure', '08006')],
    ['too many connections (53300)', pgError('sorry, too many clients already', '53300')],
  ])('maps %s to 503 with Retry-After, raw or wrapped by the ORM', (_label, error) => {
    for (const thrown of [error, new DriverException(error), new ConnectionException(error)]) {
      expect(toAnswer(thrown)).toMatchObject({ ...unavailable, headers: { 'Retry-After': '5' } });
    }
  });

  it.each([
    ['a syntax error', pgError('syntax error at or near "selec"', '42601')],
    ['a statement timeout', pgError('canceling statement due to statement timeout', '57014')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('keeps %s a 500', (_label, error) => {
    expect(toAnswer(new DriverException(error)).status).toBe(500);
    expect(toAnswer(error).status).toBe(500);
  });
});

describe('validate', () => {
  it('puts the parsed input on the context', async () => {
    expect(await call('POST', '/validated', { email: 'a@b.co', age: 3 })).toMatchObject({
      status: 200,
      body: { ok: 'a@b.co' },
    });
  });

  it('answers 400 with the field and the reason', async () => {
    const response = await call('POST', '/validated', { email: 'nope', age: 1.5 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Please enter a valid email address',
      field: 'email',
      issues: [
        { path: ['email'], message: 'Please enter a valid email address' },
        { path: ['age'], message: expect.any(String) },
      ],
    });
  });

  it('drops NUL characters, which PostgreSQL text cannot hold, before parsing', async () => {
    const response = await call('POST', '/validated', { email: 'a\u0000@b.co', age: 3 });
    expect(response).toMatchObject({ status: 200, body: { ok: 'a@b.co' } });
  });

  it('treats a missing body as an empty object, never a crash', async () => {
    const response = await call('POST', '/validated');
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('email');
  });
});
