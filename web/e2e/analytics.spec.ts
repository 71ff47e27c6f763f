/**
 * Issue 33's reader analytics in the website: readers (with a browser's user agent: headless Chromium's is a bot's,
 * which analytics leave out) read, follow, shelve and rate a new novel; its author opens Analytics from the dashboard,
 * finds the chart and its table, changes the period and downloads a table as CSV. Screenshots at 1280 and 390 px in
 * both themes, and no page wider than the screen.
 */
import fs from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerAuthor } from './author-support.ts';
import { expectAccessible, registerByApi, setTheme } from './support.ts';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHAPTERS = ['The Breakwater', 'Salt on the Glass', 'The Keeper Leaves'];
/** How many chapters each reader reads, in order: three of four read on past chapter 1, one to the end. */
const READS = [3, 2, 2, 1];
/** A chart's own SVG (the legend's icons are SVGs of the same class, with a label). */
const CHART_SVG = 'svg.recharts-surface:not([aria-label])';
const today = () => new Date().toISOString().slice(0, 10);

async function createNovel(page: Page, title: string): Promise<number> {
  const created = await page.request.post('/api/novels', {
    data: {
      title,
      description: 'A harbour town keeps its lights on for ships that stopped coming.',
      genres: ['Drama'],
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const novelId = ((await created.json()) as { id: number }).id;
  for (const chapterTitle of CHAPTERS) {
    const chapter = await page.request.post(`/api/novels/${novelId}/chapters`, {
      data: { title: chapterTitle, content: `${chapterTitle}: the lamp burned all night.`, status: 'published' },
    });
    expect(chapter.status(), await chapter.text()).toBe(201);
  }
  return novelId;
}

/** Each reader, a fresh account, reads its chapters; the first follows and rates, the second shelves the novel. */
async function readAsReaders(browser: Browser, baseURL: string, novelId: number): Promise<void> {
  for (const [index, chapters] of READS.entries()) {
    const context = await browser.newContext({ baseURL, userAgent: BROWSER_UA });
    const reader = await context.newPage();
    await registerByApi(reader);
    for (let number = 1; number <= chapters; number++) {
      const read = await reader.request.get(`/api/novels/${novelId}/chapters/${number}`);
      expect(read.status(), await read.text()).toBe(200);
    }
    if (index === 0) {
      expect((await reader.request.post('/api/follows', { data: { novelId } })).ok()).toBe(true);
      const review = await reader.request.post(`/api/novels/${novelId}/reviews`, {
        data: { content: 'The lighthouse chapters stay with you.', rating: 5 },
      });
      expect(review.ok(), await review.text()).toBe(true);
    }
    if (index === 1) {
      expect((await reader.request.put(`/api/library/${novelId}`, { data: { shelf: 'reading' } })).ok()).toBe(true);
    }
    await context.close();
  }
}

/** The page fits the screen: nothing scrolls sideways but the tables' own boxes. */
async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function screenshots(page: Page): Promise<void> {
  const body = page.getByTestId('stats-body');
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme === 'dark');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(body.getByTestId('stats-chart').first().locator(CHART_SVG)).toBeVisible();
      await expectNoSideScroll(page);
      await page.screenshot({ path: test.info().outputPath(`analytics-${width}-${theme}.png`), fullPage: true });
    }
  }
  await setTheme(page, false);
}

test('an author reads a novel’s analytics, switches the period and downloads a table', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await registerAuthor(page);
  const title = `Harbour Lights ${test.info().project.name}-${Date.now()}`;
  const novelId = await createNovel(page, title);
  await readAsReaders(browser, baseURL ?? '', novelId);
  // Reads are written behind (about once a second): wait until the figures have them.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/novels/${novelId}/stats`)).json()) as { totals: { reads: number } })
          .totals.reads,
    )
    .toBe(8);

  await page.goto('/author/dashboard');
  // Named like the row's other actions: 'Analytics', then the novel's title for screen readers.
  await page.getByRole('link', { name: new RegExp(`^Analytics\\s?: ${title}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/author/novels/${novelId}/analytics$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reader analytics' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  const totals = page.getByTestId('stats-totals');
  await expect(totals).toContainText('Reads8');
  await expect(totals).toContainText('Unique readers4');
  await expect(totals).toContainText('Followers1');

  // The chart (recharts' SVG), and its table holding today's figures.
  const perDay = page.getByRole('region', { name: 'Reads per day' });
  await expect(perDay.locator(CHART_SVG)).toBeVisible();
  await expect(page.getByText(/^Most readers stop after Chapter \d+: /)).toBeVisible();
  await expectAccessible(page);
  await perDay.getByRole('button', { name: 'Show table: Reads per day' }).click();
  const table = perDay.getByRole('table', { name: 'Reads per day' });
  await expect(table).toBeVisible();
  await expect(perDay.locator(CHART_SVG)).toHaveCount(0);
  const lastRow = table.getByRole('row').last();
  await expect(lastRow.getByRole('rowheader')).toHaveText(
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(),
    ),
  );
  await expect(lastRow.getByRole('cell')).toHaveText(['8', '4']);
  await expect(table.getByRole('row')).toHaveCount(31);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('analytics-table.png'), fullPage: true });

  // Another period: the address keeps it, the table follows.
  await page.getByText('7 days', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]days=7$/);
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(table.getByRole('row')).toHaveCount(8);

  // A table as CSV, built in the page.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV: Chapters' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`novel-${novelId}-chapters-7-days-${today()}.csv`);
  const csv = await fs.readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('chapter_number,title,reads,unique_readers,comments,retention_percent');
  expect(lines[1]).toBe('1,The Breakwater,4,4,0,100');

  await expectNoSideScroll(page);
  if (test.info().project.name === 'desktop') await screenshots(page);
});
