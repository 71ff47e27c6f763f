/**
 * Issue 33's reader analytics in the studio, against the real server: readers (with a browser's user agent: headless
 * Chromium's is a bot's, which analytics leave out) read the demo author's novel; the author opens Analytics from the
 * novel, finds the chart and its table, switches the period and downloads a table as CSV. With the server gone, the
 * figures kept on this computer show with the time they were fetched. Screenshots in both themes and offline.
 */
import fs from 'node:fs/promises';
import { expect, request, test, type Page, type TestInfo } from '@playwright/test';
import { bridgeStudio } from './bridge.ts';
import { startServer, type RunningServer } from './server-process.ts';
import { DEMO_AUTHOR, collectPageErrors, expectAccessible, json, shot, signInToStudio } from './support.ts';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** A chart's own SVG (the legend's icons are SVGs of the same class, with a label). */
const CHART_SVG = 'svg.recharts-surface:not([aria-label])';

let server: RunningServer | null = null;

test.afterEach(async () => {
  await server?.stop();
  server = null;
});

/** Three fresh readers read the first one, two and three chapters of the novel. */
async function readAsReaders(serverUrl: string, novelId: number): Promise<void> {
  for (const chapters of [3, 2, 1]) {
    const reader = await request.newContext({ baseURL: serverUrl, userAgent: BROWSER_UA });
    const email = `studio-reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await json(await reader.post('/api/register', { data: { email, password: 'e2e-password-1' } }));
    for (let number = 1; number <= chapters; number++) {
      await json(await reader.get(`/api/novels/${novelId}/chapters/${number}`));
    }
    await reader.dispose();
  }
}

/** The whole screen: the studio scrolls inside its main area, so the window grows to its content for the shot. */
async function shootWhole(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 860 };
  const height = await page.evaluate(() => {
    const main = document.querySelector('main');
    return window.innerHeight + (main ? main.scrollHeight - main.clientHeight : 0);
  });
  await page.setViewportSize({ width: size.width, height });
  await shot(page, testInfo, name);
  await page.setViewportSize(size);
}

async function openAnalytics(page: Page, novelTitle: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(novelTitle) }).click();
  await expect(page.getByRole('heading', { level: 1, name: novelTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reader analytics' })).toBeFocused();
}

test('the author reads a novel’s analytics in the studio, online and offline', async ({ page, baseURL }, testInfo) => {
  server = await startServer();
  const serverUrl = server.url;
  await bridgeStudio(page);
  const pageErrors = collectPageErrors(page);
  const api = await request.newContext({ baseURL: serverUrl });
  const author = await json<{ id: number }>(await api.get(`/api/users/by-username/${DEMO_AUTHOR}`));
  const novel = (await json<{ id: number; title: string }[]>(await api.get(`/api/novels/author/${author.id}`)))[0];
  if (!novel) throw new Error('the demo author has no novel');
  await api.dispose();
  await readAsReaders(serverUrl, novel.id);

  await page.goto(baseURL ?? '/');
  await signInToStudio(page, serverUrl);
  await openAnalytics(page, novel.title);
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  // Reads are written behind (about once a second): the figures may need another look.
  const totals = page.getByTestId('stats-totals');
  await expect(async () => {
    await page.getByText('7 days', { exact: true }).click();
    await page.getByText('30 days', { exact: true }).click();
    await expect(totals.getByText('Reads')).toBeVisible();
    expect(Number((await totals.locator('dd').first().textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('stats-note')).toHaveText(/^Figures as of /);

  const perDay = page.getByRole('region', { name: 'Reads per day' });
  await expect(perDay.locator(CHART_SVG)).toBeVisible();
  await expectAccessible(page, 'analytics');
  await shootWhole(page, testInfo, 'analytics-light');

  // The chart's table, and a table as CSV built in the page (the studio signs its requests with a token).
  await perDay.getByRole('button', { name: 'Show table: Reads per day' }).click();
  await expect(perDay.getByRole('table', { name: 'Reads per day' }).getByRole('row')).toHaveCount(31);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV: Chapters' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^novel-${novel.id}-chapters-30-days-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const csv = await fs.readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('chapter_number,title,reads,unique_readers,comments,retention_percent');
  expect(csv.split('\r\n')[1]).toMatch(/^1,/);

  // Another period, fetched and kept too.
  await page.getByText('7 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(perDay.getByRole('table', { name: 'Reads per day' }).getByRole('row')).toHaveCount(8);

  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await perDay.getByRole('button', { name: 'Show chart: Reads per day' }).click();
  await expect(perDay.locator(CHART_SVG)).toBeVisible();
  await expectAccessible(page, 'analytics in dark mode');
  await shootWhole(page, testInfo, 'analytics-dark');
  await page.getByRole('button', { name: 'Dark mode' }).click();

  // The server goes away; the studio starts again: the kept figures of each period, with their time.
  await server.kill();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Novels' })).toBeVisible();
  await openAnalytics(page, novel.title);
  const note = page.getByTestId('stats-note');
  await expect(note).toHaveText(/^Offline: showing the figures fetched \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/);
  await expect(page.getByRole('status').filter({ hasText: 'Offline: showing the figures' })).toBeVisible();
  expect(Number((await totals.locator('dd').first().textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(6);
  await expect(perDay.locator(CHART_SVG)).toBeVisible();
  await page.getByText('7 days', { exact: true }).click();
  await expect(note).toHaveText(/^Offline: showing the figures fetched /);
  await expect(perDay.getByRole('table', { name: 'Reads per day' })).toBeAttached();
  // A period never fetched has nothing to stand in for it.
  await page.getByText('90 days', { exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Could not load the analytics');
  await expect(totals).toHaveCount(0);
  await page.getByText('30 days', { exact: true }).click();
  await expect(note).toHaveText(/^Offline: /);
  await expectAccessible(page, 'analytics offline');
  await shootWhole(page, testInfo, 'analytics-offline');
  expect(pageErrors).toEqual([]);
});
