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
import { chromium, request, type Page } from '@playwright/test';
import { bridgeStudio } from '../e2e/bridge.ts';
import { prepareEnvironment } from '../e2e/global-setup.ts';
import { startServer } from '../e2e/server-process.ts';

const WORDS = 20_000;
const KEYSTROKES = 300;
const TEXT = 'the quick brown fox jumps over the lazy dog and keeps on running ';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
];

function chapterHtml(words: number): string {
  const vocabulary = ['harbour', 'lantern', 'she', 'said', 'quietly', 'and', 'then', 'the', 'door', 'opened'];
  const paragraphs: string[] = [];
  let seed = 11;
  for (let left = words; left > 0; left -= 100) {
    const line = Array.from({ length: Math.min(100, left) }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return vocabulary[seed % vocabulary.length];
    });
    paragraphs.push(`<p>${line.join(' ')}.</p>`);
  }
  return paragraphs.join('');
}

async function json<T>(response: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}) {
  if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

type Probe = { work: number[]; frame: number[] };

/** Every keydown records when the work it caused ended, and when the next frame came. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const store: Probe = { work: [], frame: [] };
    Object.assign(window, { __typing: store });
    document.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        setTimeout(() => {
          void document.body.offsetHeight; // style and layout of whatever the keystroke changed
          store.work.push(performance.now() - start);
          requestAnimationFrame(() => setTimeout(() => store.frame.push(performance.now() - start), 0));
        }, 0);
      },
      true,
    );
  });
}

async function typeAndCollect(page: Page, keys: number): Promise<Probe> {
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    const store = (window as unknown as { __typing: Probe }).__typing;
    store.work.length = 0;
    store.frame.length = 0;
  });
  const text = TEXT.repeat(Math.ceil(keys / TEXT.length)).slice(0, keys);
  await page.keyboard.type(text, { delay: 25 });
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __typing: Probe }).__typing);
}

const print = (line: string) => process.stdout.write(`${line}\n`);
const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const summary = (values: number[]) =>
  `median ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms (n=${values.length})`;

const prepared = await prepareEnvironment(path.resolve(import.meta.dirname, '..', 'test-results', 'bench'));
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
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
      data: { title: 'The long chapter', content, status: 'draft' },
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
  const editor = page.locator('.ProseMirror');
  await editor.locator('p').nth(100).waitFor();
  const paragraphs = await editor.locator('p').count();
  print(
    `Chapter: ${WORDS.toLocaleString('en-US')} words, ${content.length.toLocaleString('en-US')} characters of HTML, ${paragraphs} paragraphs`,
  );
  await installProbe(page);

  const middle = editor.locator('p').nth(Math.floor(paragraphs / 2));
  await middle.scrollIntoViewIfNeeded();
  await middle.click();
  await page.keyboard.press('End');
  const inMiddle = await typeAndCollect(page, KEYSTROKES);
  await page.keyboard.press('ControlOrMeta+End');
  const atEnd = await typeAndCollect(page, KEYSTROKES);
  const saved = await page.getByTestId('disk-status').textContent();

  print(`Typing in the middle, keydown to work done: ${summary(inMiddle.work)}`);
  print(`Typing in the middle, keydown to next frame: ${summary(inMiddle.frame)}`);
  print(`Typing at the end, keydown to work done:    ${summary(atEnd.work)}`);
  print(`Typing at the end, keydown to next frame:    ${summary(atEnd.frame)}`);
  const all = [...inMiddle.work, ...atEnd.work];
  print(`All ${all.length} keystrokes, keydown to work done: ${summary(all)} (target: median <= 16 ms)`);
  print(`Status bar afterwards: ${saved ?? ''}`);
  await context.close();
  studio.cleanup();
} finally {
  await browser.close();
  await server.stop();
  await prepared.teardown();
}
