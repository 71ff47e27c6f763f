/**
 * A reader's account screens against the real server and demo catalogue: search (with a typo), browse, ranking,
 * genre, author profile, bookmarks, reading history and profile. Each test uses a fresh reader so the desktop
 * and phone runs (one database) do not step on each other or on the demo accounts other specs use.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, expectToast, openAuthDialog, registerByApi } from './support.ts';

const PASSWORD = 'e2e-password-1';

/**
 * A full-page screenshot under test-results, named per screen (the project name keeps the widths apart), after
 * checking that nothing makes the page scroll sideways.
 */
async function snap(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen} is wider than the viewport`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`${screen}-${testInfo.project.name}.png`), fullPage: true });
}

async function novelId(page: Page, title: string): Promise<number> {
  const response = await page.request.get(`/api/novels/name/${encodeURIComponent(title)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

test('a reader signs in, searches with a typo, browses, ranks, opens a genre and an author', async ({
  page,
}, testInfo) => {
  const username = await registerByApi(page);
  await page.request.post('/api/logout');
  await page.goto('/browse');
  await openAuthDialog(page, 'Log In');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email or username').fill(username);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expectToast(page, 'Login successful', `Welcome back, ${username}!`);

  // Browse: the whole demo catalogue as cards.
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Novels' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Browse Novels' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  expect(await grid.getByRole('article').count()).toBeGreaterThanOrEqual(10);
  await snap(page, testInfo, 'browse');

  // Search with a typo through the header box.
  const searchBox = page.getByRole('search').getByRole('searchbox');
  await searchBox.fill('lighthose');
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=lighthose$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(page.getByText(/^Found [1-9]\d* result\(s\) for "lighthose"$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Letters to the Lighthouse' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, 'search');

  await page.goto('/search?q=zzqqxxnothing');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(page.getByText('Try different keywords or check for typos.')).toBeVisible();

  // Ranking: views by default, descending; the order lives in the URL.
  await page.goto('/ranking');
  await expect(page.getByRole('heading', { level: 1, name: 'Novel Rankings' })).toBeVisible();
  await expect(page.getByLabel('Sort by:')).toHaveValue('viewCount');
  const rows = page.getByRole('list', { name: 'Novel Rankings by Views' }).getByRole('listitem');
  await expect(rows.first()).toContainText('#1');
  const views = (await rows.getByTestId('ranking-metric').allInnerTexts()).map((text) =>
    Number(text.replace(/\D/g, '')),
  );
  expect(views).toEqual([...views].sort((a, b) => b - a));
  await page.getByLabel('Sort by:').selectOption('rating');
  await expect(page).toHaveURL(/\/ranking\?sortBy=rating$/);
  const ratingRows = page.getByRole('list', { name: 'Novel Rankings by Rating' }).getByRole('listitem');
  await expect(ratingRows.first()).toContainText(/\(\d+ Reviews\)/);
  await snap(page, testInfo, 'ranking');
  await page.getByLabel('Sort by:').selectOption('bookmarkCount');
  await expect(page).toHaveURL(/\/ranking\?sortBy=bookmarkCount$/);
  await expect(page.getByRole('list', { name: 'Novel Rankings by Bookmarks' })).toBeVisible();

  // Author profile from a ranking row's 'by {author}' link.
  const firstRow = page.getByRole('list', { name: 'Novel Rankings by Bookmarks' }).getByRole('listitem').first();
  const author = (await firstRow.locator('a[href^="/authors/"]').innerText()).trim();
  await firstRow.locator('a[href^="/authors/"]').click();
  await expect(page).toHaveURL(new RegExp(`/authors/${author}$`));
  await expect(page.getByRole('heading', { level: 1, name: author })).toBeVisible();
  await expect(page.getByRole('main').getByText('Author', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ Novels?$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Novels by ${author}` })).toBeVisible();
  await snap(page, testInfo, 'author-profile');

  await page.goto('/authors/no-such-author-here');
  await expect(page.getByRole('heading', { name: 'Author not found' })).toBeVisible();

  // Genre page, reached by its lowercased link form.
  await page.goto('/genre/fantasy');
  await expect(page.getByRole('heading', { level: 1, name: 'Fantasy Novels' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ashes of the Verdant Court' })).toBeVisible();
  await snap(page, testInfo, 'genre');
  await page.goto('/genres/no-such-genre');
  await expect(page.getByRole('heading', { name: 'No novels found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all novels' })).toHaveAttribute('href', '/browse');
});

test('bookmarks: filter, clear and remove', async ({ page }, testInfo) => {
  await registerByApi(page);
  await page.goto('/bookmarks');
  await expect(page.getByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Novels' })).toHaveAttribute('href', '/browse');

  for (const title of ['Letters to the Lighthouse', 'Neon Saints']) {
    const response = await page.request.post('/api/bookmarks', { data: { novelId: await novelId(page, title) } });
    expect(response.ok()).toBe(true);
  }
  await page.reload();
  const list = page.getByRole('list', { name: 'My Bookmarks' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  const filter = page.getByPlaceholder('Search bookmarks...');
  await filter.fill('LIGHTHOUSE');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await filter.fill('no novel is called this');
  await expect(page.getByRole('heading', { name: 'No matching bookmarks' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await snap(page, testInfo, 'bookmarks');

  await page.getByRole('button', { name: 'Remove bookmark for Neon Saints' }).click();
  await expectToast(page, 'Bookmark removed');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('link', { name: 'Neon Saints' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'My Bookmarks' }).getByRole('listitem')).toHaveCount(1);
});

test('reading history: a chapter read shows up and Continue Reading goes back to it', async ({ page }, testInfo) => {
  await registerByApi(page);
  await page.goto('/reading-history');
  await expect(page.getByRole('heading', { name: 'No reading history yet' })).toBeVisible();

  // Neon Saints is rated Mature: the account confirms its age first, or nothing is saved behind the notice.
  expect((await page.request.put('/api/users/me/adult-confirmation')).ok()).toBe(true);
  // The chapter page saves progress 2 s after it opens.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/reading-progress') && response.request().method() === 'POST',
  );
  await page.goto('/novels/Neon%20Saints/chapters/2');
  expect((await saved).ok()).toBe(true);

  await page.goto('/reading-history');
  const item = page.getByRole('list', { name: 'Reading History' }).getByRole('listitem').first();
  await expect(item.getByRole('link', { name: 'Neon Saints' })).toBeVisible();
  await expect(item.getByRole('link', { name: /^Chapter 2: ".+"$/ })).toBeVisible();
  await expect(item.getByRole('progressbar', { name: 'Reading progress in Neon Saints' })).toHaveAttribute(
    'aria-valuenow',
    /^\d+$/,
  );
  await expect(item.getByText(/^Last read (just now|\d+ minutes? ago)$/)).toBeVisible();
  await snap(page, testInfo, 'reading-history');

  await item.getByRole('link', { name: 'Continue Reading' }).click();
  await expect(page).toHaveURL(/\/novels\/Neon%20Saints\/chapters\/2$/);
});

test('profile: username conflict and change, password rules and change', async ({ page }, testInfo) => {
  const username = await registerByApi(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(username, { exact: true })).toBeVisible();
  await expect(main.getByText('Reader', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, 'profile');

  const nameField = page.getByLabel('New username');
  const update = page.getByRole('button', { name: 'Update Username' });
  await expect(update).toBeDisabled();
  await nameField.fill('sam_reads');
  await update.click();
  await expectToast(page, 'Username Not Available', 'This username is already taken. Please choose a different one.');

  const renamed = `june_${testInfo.project.name}_${Date.now() % 1_000_000}`;
  await nameField.fill(renamed);
  await update.click();
  await expectToast(page, 'Username Updated');
  await expect(main.getByText(renamed, { exact: true })).toBeVisible();
  const me = (await (await page.request.get('/api/user')).json()) as { username: string };
  expect(me.username).toBe(renamed);

  const changePassword = page.getByRole('button', { name: 'Update Password' });
  await changePassword.click();
  await expect(page.getByText('Current password is required.')).toBeVisible();
  await expect(page.getByText('New password is required.')).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await changePassword.click();
  await expect(page.getByText('New password must be at least 8 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password').fill('a-different-password');
  await changePassword.click();
  await expect(page.getByText('New passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('a-brand-new-password');
  await changePassword.click();
  await expectToast(page, 'Password Updated');
  await expect(page.getByLabel('Current password')).toHaveValue('');

  const login = await page.request.post('/api/login', {
    data: { emailOrUsername: renamed, password: 'a-brand-new-password' },
  });
  expect(login.status()).toBe(200);

  await page.getByRole('button', { name: 'Become an Author' }).click();
  await expect(page.getByRole('link', { name: 'Go to Author Dashboard' })).toHaveAttribute('href', '/author/dashboard');
  await expect(main.getByText('Author', { exact: true })).toBeVisible();
});
