/**
 * Finding the way around (issue 16): header and mobile menu marking the current page, the genres index, each route's
 * title and description, the phone header making room while reading. Axe and screenshots at 1280, 390 px, both themes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_AUTHOR, DEMO_READER, expectAccessible, isMobile, signInByApi } from './support.ts';

const NOVEL = 'Letters to the Lighthouse';
const NOVEL_PATH = `/novels/${encodeURIComponent(NOVEL)}`;
const HOME_TITLE = 'Inkshelf - Web Novel Platform';
const INVITE_SHOWN_KEY = 'inkshelf-signup-invite-shown';

/** The site navigation as a visitor reaches it: the header on wide screens, the opened mobile menu on phones. */
async function siteNav(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    const open = page.getByRole('button', { name: 'Open menu' });
    const close = page.getByRole('button', { name: 'Close menu' });
    // The header shows once the current user is known.
    await expect(open.or(close)).toBeVisible();
    if (await open.isVisible()) await open.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    return menu.getByRole('navigation', { name: 'Site' });
  }
  return page.getByRole('banner').getByRole('navigation', { name: 'Site' });
}

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test('the site navigation reaches Home, Browse, Rankings and Genres and marks the current page', async ({ page }) => {
  // The sign-up invitation would cover the home page; it opens once per session, so mark it shown.
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), INVITE_SHOWN_KEY);
  await page.goto('/terms');
  const pages = [
    { link: 'Browse', url: /\/browse$/, heading: 'Browse Novels' },
    { link: 'Rankings', url: /\/ranking$/, heading: 'Novel Rankings' },
    { link: 'Genres', url: /\/genres$/, heading: 'Genres' },
    { link: 'Home', url: /\/$/, heading: 'Inkshelf' },
  ];
  for (const target of pages) {
    await (await siteNav(page)).getByRole('link', { name: target.link, exact: true }).click();
    await expect(page).toHaveURL(target.url);
    await expect(page.getByRole('heading', { level: 1, name: target.heading, exact: true })).toBeVisible();
    if (isMobile(page)) await expect(page.locator('#mobile-menu')).toHaveCount(0);
    const nav = await siteNav(page);
    await expect(nav.getByRole('link', { name: target.link, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    if (isMobile(page)) await page.getByRole('button', { name: 'Close menu' }).click();
  }
});

test("a signed-in reader's mobile menu has the site navigation and the spec's items @phone", async ({ page }) => {
  await signInByApi(page, DEMO_READER);
  await page.goto('/reading-history');
  const nav = await siteNav(page);
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Browse', 'Rankings', 'Genres']);
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText(['Profile', 'My Bookmarks', 'My Library', 'Reading History']);
  await expect(menu.getByRole('link', { name: 'Reading History' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expectAccessible(page);
});

test('the genres page lists every genre with its count and links to its genre page', async ({ page }) => {
  const response = await page.request.get('/api/genres');
  expect(response.ok()).toBe(true);
  const genres = (await response.json()) as { genre: string; count: number }[];
  expect(genres.length).toBeGreaterThan(5);

  await page.goto('/genres');
  const list = page.getByRole('list', { name: 'Genres' });
  await expect(list.getByRole('link')).toHaveCount(genres.length);
  for (const { genre, count } of genres) {
    const link = list.getByRole('link', { name: new RegExp(`^${genre} `) });
    await expect(link).toContainText(count === 1 ? '1 novel' : `${count} novels`);
    await expect(link).toHaveAttribute('href', `/genre/${encodeURIComponent(genre.toLowerCase())}`);
  }
  const fantasy = genres.find((item) => item.genre === 'Fantasy');
  expect(fantasy).toBeDefined();
  await list.getByRole('link', { name: /^Fantasy / }).click();
  await expect(page).toHaveURL(/\/genre\/fantasy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fantasy Novels' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fantasy Novels' }).getByRole('article')).toHaveCount(fantasy!.count);
});

test('every route sets its document title and description', async ({ page }) => {
  const defaultDescription = await (async () => {
    await page.goto('/');
    await expect(page).toHaveTitle(HOME_TITLE);
    return description(page);
  })();
  expect(defaultDescription).toContain('web novels');

  const chapters = (await (
    await page.request.get(
      `/api/novels/${(await (await page.request.get(`/api/novels/name/${encodeURIComponent(NOVEL)}`)).json()).id}/chapters?view=summary`,
    )
  ).json()) as { chapterNumber: number; title: string; status: string }[];
  const first = chapters.find((chapter) => chapter.chapterNumber === 1);
  expect(first).toBeDefined();

  const routes: [string, string | RegExp][] = [
    ['/browse', 'Browse Novels - Inkshelf'],
    ['/ranking', 'Novel Rankings - Inkshelf'],
    ['/genres', 'Genres - Inkshelf'],
    ['/genre/science%20fiction', 'Science Fiction Novels - Inkshelf'],
    ['/search?q=lighthouse', 'Search: lighthouse - Inkshelf'],
    [NOVEL_PATH, `${NOVEL} - Inkshelf`],
    [`${NOVEL_PATH}/chapters/1`, `Chapter 1: ${first!.title} - ${NOVEL} - Inkshelf`],
    [`/authors/${DEMO_AUTHOR}`, `${DEMO_AUTHOR} - Inkshelf`],
    ['/terms', 'Terms of Service - Inkshelf'],
    ['/privacy', 'Privacy Policy - Inkshelf'],
    ['/copyright', 'DMCA Policy - Inkshelf'],
    ['/guidelines', 'Content Guidelines - Inkshelf'],
    ['/auth', 'Sign In - Inkshelf'],
    ['/no/such/page', '404 Page Not Found - Inkshelf'],
  ];
  const seen = new Set<string | null>();
  for (const [path, title] of routes) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    const text = await description(page);
    expect(text, `${path} description`).toBeTruthy();
    expect(text, `${path} description`).not.toBe(defaultDescription);
    seen.add(text);
  }
  expect(seen.size).toBe(routes.length);
  // The novel's description is its synopsis, cut to a snippet's length.
  await page.goto(NOVEL_PATH);
  await expect(page).toHaveTitle(`${NOVEL} - Inkshelf`);
  const novel = (await (await page.request.get(`/api/novels/name/${encodeURIComponent(NOVEL)}`)).json()) as {
    description: string;
  };
  const snippet = (await description(page)) ?? '';
  expect(snippet.length).toBeLessThanOrEqual(160);
  expect(novel.description.replace(/\s+/g, ' ')).toContain(snippet.replace(/\.\.\.$/, ''));

  // Leaving for the home page in the app puts the spec's title back.
  await (await siteNav(page)).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveTitle(HOME_TITLE);
  expect(await description(page)).toBe(defaultDescription);

  // Signed-in pages.
  await signInByApi(page, DEMO_AUTHOR);
  for (const [path, title] of [
    ['/bookmarks', 'My Bookmarks - Inkshelf'],
    ['/reading-history', 'Reading History - Inkshelf'],
    ['/profile', 'Profile - Inkshelf'],
    ['/author/dashboard', 'Author Dashboard - Inkshelf'],
    ['/author/novels/create', 'Create Novel - Inkshelf'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    expect(await description(page)).not.toBe(defaultDescription);
  }
});

test('on phones the header hides while scrolling down a chapter and comes back on scrolling up @phone', async ({
  page,
}) => {
  await page.goto(`${NOVEL_PATH}/chapters/1`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  const bottom = async () => {
    const box = await header.boundingBox();
    return box ? box.y + box.height : 0;
  };
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(800);

  for (let step = 0; step < 4; step += 1) {
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(50);
  }
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await expect.poll(bottom).toBeLessThanOrEqual(1);

  await page.mouse.wheel(0, -120);
  await expect(header).not.toHaveAttribute('data-hidden');
  await expect.poll(bottom).toBeGreaterThan(60);

  // Hidden again, then a keyboard user reaching into it brings it back.
  for (let step = 0; step < 3; step += 1) {
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(50);
  }
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.getByRole('link', { name: 'Inkshelf home' }).focus();
  await expect(header).not.toHaveAttribute('data-hidden');
  await expect.poll(bottom).toBeGreaterThan(60);
});

test('the header stays in place on wide screens while reading @wide', async ({ page }) => {
  await page.goto(`${NOVEL_PATH}/chapters/1`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await page.waitForTimeout(300);
  await expect(page.getByRole('banner')).not.toHaveAttribute('data-hidden');
  expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
});

test.describe('screens in both themes', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`genres, the header and the mobile menu pass axe and are photographed (${theme})`, async ({
      page,
    }, testInfo) => {
      const width = isMobile(page) ? 390 : 1280;
      await page.setViewportSize({ width, height: isMobile(page) ? 844 : 800 });
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((key) => sessionStorage.setItem(key, '1'), INVITE_SHOWN_KEY);
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: testInfo.outputPath(`navigation-${name}-${width}-${theme}.png`), fullPage });

      await page.goto('/genres');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.getByRole('list', { name: 'Genres' }).getByRole('link').first()).toBeVisible();
      await expectAccessible(page);
      await shot('genres');

      await page.goto('/browse');
      await expect(page.getByRole('heading', { level: 1, name: 'Browse Novels' })).toBeVisible();
      await expectAccessible(page);
      await shot('header-browse', false);

      if (isMobile(page)) {
        await siteNav(page);
        await expectAccessible(page);
        await shot('mobile-menu', false);
        await page.getByRole('button', { name: 'Close menu' }).click();
      }

      // The login dialog, opened from the header, with focus on its first field.
      if (isMobile(page)) {
        await siteNav(page);
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Log In' }).click();
      } else {
        await page.getByRole('banner').getByRole('button', { name: 'Log In', exact: true }).click();
      }
      const dialog = page.getByRole('dialog', { name: 'Welcome to Inkshelf' });
      await expect(dialog.getByLabel('Email or username')).toBeFocused();
      await expectAccessible(page);
      await shot('login-dialog', false);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      if (isMobile(page)) {
        // Reading on a phone: scrolled down, the header has made room.
        await page.goto(`${NOVEL_PATH}/chapters/1`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (let step = 0; step < 4; step += 1) {
          await page.mouse.wheel(0, 250);
          await page.waitForTimeout(50);
        }
        await expect(page.getByRole('banner')).toHaveAttribute('data-hidden', 'true');
        await page.waitForTimeout(300);
        await shot('chapter-scrolled', false);
        await page.mouse.wheel(0, -120);
        await expect(page.getByRole('banner')).not.toHaveAttribute('data-hidden');
        await page.waitForTimeout(300);
        await shot('chapter-scrolled-up', false);
      }

      await signInByApi(page, DEMO_AUTHOR);
      await page.goto('/ranking');
      await expect(page.getByRole('heading', { level: 1, name: 'Novel Rankings' })).toBeVisible();
      if (isMobile(page)) await siteNav(page);
      await expectAccessible(page);
      await shot('signed-in-ranking', false);
    });
  }
});
