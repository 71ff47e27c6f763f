/**
 * A page asked while the database is away (issue 38): it says so with a 503 that no cache keeps, and the first visit
 * once the database is back gets the page, not the failure.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Novel } from '../../src/entities/index.ts';
import { DEFAULT_WEB_DIST } from '../../src/env.ts';
import { PAGE_CACHE, SERVER_ERROR_PAGE_CACHE } from '../../src/ssr/page-answer.ts';
import { buildNovel } from '../factories.ts';
import { getTestServer, type TestServer } from '../support.ts';
import { cuttableDatabase } from '../tcp-proxy.ts';

const cuttable = cuttableDatabase();
let server: TestServer;
let novel: Novel;

beforeAll(async () => {
  const web = path.resolve(DEFAULT_WEB_DIST, '..');
  execFileSync(process.execPath, [path.join(web, 'scripts', 'build-if-changed.ts')], { cwd: web, stdio: 'inherit' });
  server = await getTestServer({ config: { webDist: DEFAULT_WEB_DIST }, database: cuttable.database });
  novel = await buildNovel(server.db.orm.em.fork());
}, 300_000);

afterAll(() => cuttable.close(server));

const page = (url: string) => server.request('GET', url, { headers: { accept: 'text/html' } });

it.each(['refuse', 'drop'] as const)('answers a page 503 no-store while the database is cut (%s)', async (mode) => {
  // Two addresses of the same novel: one seen before the cut, one never seen.
  const url = `/novels/${encodeURIComponent(novel.title)}?from=${mode}`;
  const unseen = `/novels/${encodeURIComponent(novel.title)}?unseen=${mode}`;
  expect((await page(url)).status).toBe(200);
  await cuttable.proxy().cut(mode);
  try {
    const down = await page(unseen);
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe(SERVER_ERROR_PAGE_CACHE);
  } finally {
    await cuttable.proxy().restore();
  }
  // The failure was not kept: the next visit renders the page.
  const back = await page(unseen);
  expect(back.status).toBe(200);
  expect(back.headers.get('cache-control')).toBe(PAGE_CACHE);
  expect(back.text).toContain(novel.title);
});
