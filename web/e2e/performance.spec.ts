/**
 * Records the chapter page's Largest Contentful Paint in headless Chromium (a measurement for the README, not a
 * timed assertion): a fresh browser context, so nothing is cached, against the production build.
 */
import { expect, test } from '@playwright/test';

test('chapter page: largest contentful paint and JavaScript transferred are recorded', async ({ page }, testInfo) => {
  const novels = (await (await page.request.get('/api/novels?limit=1&sortBy=viewCount&sortOrder=desc')).json()) as {
    title: string;
  }[];
  const title = novels[0]!.title;
  await page.goto(`/novels/${encodeURIComponent(title)}/chapters/1`);
  await expect(page.getByRole('article').first()).toBeVisible();
  const lcp = await page.evaluate(
    () =>
      new Promise<{ time: number; element: string; inArticle: boolean }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          resolve({
            time: last.startTime,
            element: last.element?.tagName ?? '',
            inArticle: !!last.element?.closest('article'),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
  );
  // What the paint was depends on timing (a long footer paragraph can win while the chapter loads): reported.
  expect(lcp.time).toBeGreaterThan(0);
  expect(resources).toBeGreaterThan(0);
  const line = `chapter page LCP ${lcp.time.toFixed(0)} ms at ${testInfo.project.name} width (<${lcp.element}>${lcp.inArticle ? ' in the chapter' : ' outside the chapter'}), ${(resources / 1024).toFixed(1)} KB of JavaScript transferred`;
  process.stdout.write(`${line}\n`);
  await testInfo.attach('lcp', {
    body: JSON.stringify({ ...lcp, jsBytes: resources }),
    contentType: 'application/json',
  });
});
