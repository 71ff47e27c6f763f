/**
 * Typing latency of the chapter editor in headless Chromium with a 20,000-word chapter: `pnpm --filter
 * @inkshelf/web bench:editor` (DATABASE_URL as for the browser tests). Starts the real server like the browser
 * tests do, opens the edit-chapter page as its author, types 300 keys in the middle and at the end of the text,
 * and prints per-keystroke latency: keydown to the end of the work it caused (handlers, re-render, style and
 * layout), and keydown to the next frame. Measures only; asserts nothing.
 */
import { chromium, type Page } from '@playwright/test';
import globalSetup from './global-setup.ts';

const WORDS = 20_000;
const KEYSTROKES = 300;
const TEXT = 'the quick brown fox jumps over the lazy dog and keeps on running ';

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

/** Installs the probes: every keydown records when the work it caused ended, and when the next frame came. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const store = { work: [] as number[], frame: [] as number[] };
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

async function typeAndCollect(page: Page, keys: number): Promise<{ work: number[]; frame: number[] }> {
  await page.waitForTimeout(300); // let the probes of earlier keys (clicks, End) finish first
  await page.evaluate(() => {
    const store = (window as unknown as { __typing: { work: number[]; frame: number[] } }).__typing;
    store.work.length = 0;
    store.frame.length = 0;
  });
  const text = TEXT.repeat(Math.ceil(keys / TEXT.length)).slice(0, keys);
  await page.keyboard.type(text, { delay: 25 });
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __typing: { work: number[]; frame: number[] } }).__typing);
}

const print = (line: string) => process.stdout.write(`${line}\n`);

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const summary = (values: number[]) =>
  `median ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms (n=${values.length})`;

const stop = await globalSetup();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const baseURL = process.env.INKSHELF_E2E_URL ?? '';
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = `bench-${Date.now()}@example.com`;
  await json(await page.request.post('/api/register', { data: { email, password: 'bench-password-1' } }));
  await json(await page.request.put('/api/users/me/author', { data: { isAuthor: true } }));
  const novel = await json<{ id: number }>(
    await page.request.post('/api/novels', {
      data: { title: `Bench ${Date.now()}`, description: 'A very long chapter for typing.', genres: ['Bench'] },
    }),
  );
  const content = chapterHtml(WORDS);
  await json(
    await page.request.post(`/api/novels/${novel.id}/chapters`, {
      data: { title: 'Long', content, status: 'published' },
    }),
  );

  await page.goto(`/author/novels/${novel.id}/chapters/edit/1`);
  const editor = page.locator('.ProseMirror');
  await editor.locator('p').first().waitFor();
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

  print(`Typing in the middle, keydown to work done: ${summary(inMiddle.work)}`);
  print(`Typing in the middle, keydown to next frame: ${summary(inMiddle.frame)}`);
  print(`Typing at the end, keydown to work done:    ${summary(atEnd.work)}`);
  print(`Typing at the end, keydown to next frame:    ${summary(atEnd.frame)}`);
  const all = [...inMiddle.work, ...atEnd.work];
  print(`All ${all.length} keystrokes, keydown to work done: ${summary(all)} (target: median <= 16 ms)`);
  await context.close();
} finally {
  await browser.close();
  await stop();
}
