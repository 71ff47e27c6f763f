/// <reference lib="dom" />
/**
 * Typing latency of the studio's chapter editor in headless Chromium with a 20,000-word chapter:
 * `pnpm --filter @inkshelf/desktop bench:editor` (DATABASE_URL as for the browser test). Builds and serves the
 * renderer, starts the real server, bridges the real handlers in (as the browser test does), signs in as the demo
 * author through the studio, opens a 20,000-word chapter and types 300 keys in the middle and at the end, with the
 * journal and autosave running. Prints per-keystroke latency like web/e2e/editor-typing.bench.ts: keydown to the
 * end of the work it caused (handlers, re-render, style and layout), and keydown to the next frame. Measures only.
 */
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { CHROMIUM_OPTIONS, WORDS, chapterHtml, json, measureTyping, print } from '../../web/e2e/typing-probe.ts';
import { bridgeStudio } from '../e2e/bridge.ts';
import { prepareEnvironment } from '../e2e/global-setup.ts';
import { startServer } from '../e2e/server-process.ts';

const prepared = await prepareEnvironment(path.resolve(import.meta.dirname, '..', 'test-results', 'bench'));
const server = await startServer();
const browser = await chromium.launch(CHROMIUM_OPTIONS);
try {
  const website = await request.newContext({ baseURL: server.url });
  await json(await website.post('/api/login', { data: { emailOrUsername: 'MaraQuill', password: 'inkshelf-demo' } }));
  const me = await json<{ id: number }>(await website.get('/api/user'));
  const novels = await json<{ id: number; title: string }[]>(await website.get(`/api/novels/author/${me.id}`));
  const novel = novels[0];
  if (!novel) throw new Error('the demo author has no novel');
  const content = chapterHtml(WORDS);
  await json(
    await website.post(`/api/novels/${novel.id}/chapters`, {
      data: { title: 'The long chapter', contentHtml: content, status: 'draft' },
    }),
  );
  await website.dispose();

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const studio = await bridgeStudio(page);
  await page.goto(prepared.rendererUrl);
  await page.getByLabel('Server address').fill(server.url);
  await page.getByLabel('Email or username').fill('MaraQuill');
  await page.getByLabel('Password').fill('inkshelf-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: new RegExp(novel.title) }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'The long chapter' })
    .getByRole('button', { name: /^Open/ })
    .click();
  await page.locator('.ProseMirror p').nth(100).waitFor();
  await measureTyping(page, content);
  const saved = await page.getByTestId('disk-status').textContent();
  print(`Status bar afterwards: ${saved ?? ''}`);
  await context.close();
  studio.cleanup();
} finally {
  await browser.close();
  await server.stop();
  await prepared.teardown();
}
