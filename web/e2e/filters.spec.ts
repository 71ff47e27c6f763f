/**
 * The Browse filter panel (issue 19 item 6): genres left out and combined, kept in the URL across reload and history, a
 * filtered URL server-rendered and reused without asking again, a reader's saved default, chips and sort without
 * JavaScript. FILTERS_SCREENSHOTS=<dir> takes Browse at 1280 and 390 px, light and dark.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, isMobile, registerByApi } from './support.ts';

const grid = (page: Page) => page.getByRole('list', { name: 'Browse Novels' });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** The titles of the cards on the page, once the list has loaded. */
async function cardTitles(page: Page): Promise<string[]> {
  await expect(page.getByText('Loading novels...')).toHaveCount(0);
  await expect(grid(page)).toBeVisible();
  return grid(page).getByRole('heading', { level: 2 }).allTextContents();
}

/** The titles the API lists for a query (what the cards must be). */
async function apiTitles(page: Page, query: string): Promise<string[]> {
  const response = await page.request.get(`/api/novels?limit=100&${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { title: string }[]).map((novel) => novel.title);
}

/** On a phone the panel starts folded behind its 'Filters' button. */
async function openFilters(page: Page): Promise<void> {
  if (!isMobile(page)) return;
  const details = panel(page).locator('details');
  if ((await details.getAttribute('open')) === null) await panel(page).locator('summary').click();
}

const chip = (page: Page, name: string) => panel(page).getByRole('link', { name, exact: true });

/** Presses a chip; a press before the page hydrated is a plain link, after which a phone's panel is folded again. */
async function press(page: Page, name: string): Promise<void> {
  await openFilters(page);
  await chip(page, name).click();
}

test('a visitor leaves a genre out of Browse; the URL keeps it across a reload and back', async ({ page }) => {
  const drama = await apiTitles(page, 'genres=Drama');
  expect(drama.length).toBeGreaterThan(0);
  await page.goto('/browse');
  expect(await cardTitles(page)).toEqual(expect.arrayContaining(drama));

  await press(page, 'Drama');
  await expect(page).toHaveURL(/\/browse\?genres=Drama$/);
  expect((await cardTitles(page)).sort()).toEqual([...drama].sort());
  await press(page, 'Drama (included)');
  await expect(page).toHaveURL(/\/browse\?excludeGenres=Drama$/);
  await expect(chip(page, 'Drama (excluded)')).toBeVisible();
  const left = await cardTitles(page);
  expect(left.length).toBeGreaterThan(0);
  expect(left.filter((title) => drama.includes(title))).toEqual([]);
  await expect(panel(page).locator('summary')).toContainText('1 active filter');

  await page.reload();
  await openFilters(page);
  await expect(chip(page, 'Drama (excluded)')).toBeVisible();
  expect((await cardTitles(page)).filter((title) => drama.includes(title))).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/browse\?genres=Drama$/);
  expect((await cardTitles(page)).sort()).toEqual([...drama].sort());
  await expectAccessible(page);
});

test('an included genre and a completion status combine, and the filtered page is server-rendered', async ({
  page,
}) => {
  const expected = await apiTitles(page, 'genres=Drama&status=completed');
  expect(expected.length).toBeGreaterThan(0);
  await page.goto('/browse');
  await press(page, 'Drama');
  await expect(page).toHaveURL(/genres=Drama/);
  await press(page, 'Completed');
  await expect(page).toHaveURL(/\/browse\?genres=Drama&status=completed$/);
  await expect(chip(page, 'Completed (selected)')).toBeVisible();
  expect((await cardTitles(page)).sort()).toEqual([...expected].sort());

  // A fresh visit to the filtered URL: the server renders the same list and the browser does not ask again.
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'fetch' && /^\/api\/(?:user|novels|genres)/.test(url.pathname))
      requests.push(url.pathname + url.search);
  });
  await page.goto('/browse?genres=Drama&status=completed');
  await page.waitForLoadState('networkidle');
  expect((await cardTitles(page)).sort()).toEqual([...expected].sort());
  expect(requests).toEqual([]);

  // Nothing matches: the empty state says so, and its reset link goes back to every novel.
  await page.goto('/browse?genres=Drama&genres=Cyberpunk');
  await expect(page.getByRole('heading', { name: 'No novels match these filters' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Reset filters' }).last().click();
  await expect(page).toHaveURL(/\/browse$/);
  expect(await cardTitles(page)).toEqual(expect.arrayContaining(expected));

  const dir = process.env.FILTERS_SCREENSHOTS;
  if (dir && test.info().project.name === 'desktop') {
    test.setTimeout(120_000);
    await screenshots(page, dir);
  }
});

test('a signed-in reader saves an excluded genre as the default and a fresh Browse visit applies it', async ({
  page,
}) => {
  const horror = await apiTitles(page, 'genres=Horror');
  expect(horror.length).toBeGreaterThan(0);
  await registerByApi(page);
  await page.goto('/browse');
  expect(await cardTitles(page)).toEqual(expect.arrayContaining(horror));
  await press(page, 'Horror');
  await press(page, 'Horror (included)');
  await expect(page).toHaveURL(/excludeGenres=Horror$/);
  await panel(page).getByRole('button', { name: 'Never show me these' }).click();
  await expect(panel(page).getByRole('status')).toHaveText('Saved: Horror hidden by default.');

  await page.goto('/');
  await page.goto('/browse');
  await expect(page).toHaveURL(/\/browse$/);
  await openFilters(page);
  await expect(chip(page, 'Horror (excluded)')).toBeVisible();
  await expect(panel(page).getByText('Hidden by your saved default: Horror.')).toBeVisible();
  const shown = await cardTitles(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((title) => horror.includes(title))).toEqual([]);

  // Cleared for this view only: an explicit empty exclusion shows the genre again.
  await press(page, 'Horror (excluded)');
  await expect(page).toHaveURL(/\/browse\?excludeGenres=$/);
  expect(await cardTitles(page)).toEqual(expect.arrayContaining(horror));
});

/** Browse with a few filters at 1280 and 390 px (folded, then opened), a filtered search and an empty Browse. */
async function screenshots(page: Page, dir: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto('/browse?genres=Fantasy&excludeGenres=Horror&status=ongoing&sortBy=updatedAt');
      await cardTitles(page);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${dir}/browse-${width}-${theme}.png` });
      if (width === 390) {
        await panel(page).locator('summary').click();
        await page.screenshot({ path: `${dir}/browse-${width}-${theme}-open.png`, fullPage: true });
      }
      await page.goto('/search?q=the&status=completed');
      await expect(page.getByText(/^Found \d+ result/)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${dir}/search-${width}-${theme}.png` });
      await page.goto('/browse?genres=Drama&genres=Cyberpunk');
      await expect(page.getByRole('heading', { name: 'No novels match these filters' })).toBeVisible();
      await page.screenshot({ path: `${dir}/empty-${width}-${theme}.png` });
    }
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chips are plain links and the sort a plain form', async ({ page }) => {
    const drama = await apiTitles(page, 'genres=Drama');
    await page.goto('/browse');
    await press(page, 'Drama');
    await expect(page).toHaveURL(/\/browse\?genres=Drama$/);
    expect((await cardTitles(page)).sort()).toEqual([...drama].sort());

    await openFilters(page);
    await panel(page).getByLabel('Sort by').selectOption('wordCount');
    await panel(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/browse\?genres=Drama&sortBy=wordCount$/);
    expect(await cardTitles(page)).toEqual(await apiTitles(page, 'genres=Drama&sortBy=wordCount'));
  });
});
