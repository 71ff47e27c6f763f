/**
 * The typing-latency measurement shared by the website's and the studio's editor benchmarks
 * (web/e2e/editor-typing.bench.ts, desktop/bench/editor-typing.mts): a long generated chapter, a probe on every
 * keydown, and 300 keys typed in the middle and at the end of the text. Plain TypeScript that Node runs as is.
 */
import type { Page } from '@playwright/test';

export const WORDS = 20_000;
const KEYSTROKES = 300;
const TEXT = 'the quick brown fox jumps over the lazy dog and keeps on running ';

/** How the benchmarks start Chromium (as the browser tests do). */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
};

/** `words` words of repeatable prose in 100-word paragraphs. */
export function chapterHtml(words: number): string {
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

/** The JSON of a successful API answer; throws with the status and body otherwise. */
export async function json<T>(response: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}): Promise<T> {
  if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const print = (line: string) => process.stdout.write(`${line}\n`);

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
  await page.waitForTimeout(300); // let the probes of earlier keys (clicks, End) finish first
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

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const summary = (values: number[]) =>
  `median ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms (n=${values.length})`;

/**
 * With `content` open in the page's editor (.ProseMirror): types in the middle, then at the end, and prints the
 * per-keystroke latency, keydown to the end of the work it caused (handlers, re-render, style and layout) and
 * keydown to the next frame. Measures only; asserts nothing.
 */
export async function measureTyping(page: Page, content: string): Promise<void> {
  const editor = page.locator('.ProseMirror');
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
}
