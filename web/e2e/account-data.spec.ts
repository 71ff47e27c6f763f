/**
 * The account's own data (issue 18): a reader downloads their JSON archive from Profile, then deletes the account (a
 * wrong password is refused in the dialog) and can no longer sign in. Desktop project only (@wide): it takes its own
 * screens at 1280 and 390 px, light and dark.
 */
import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, expectToast, registerByApi, setTheme } from './support.ts';

const PASSWORD = 'e2e-password-1';
const NOVEL = 'Letters to the Lighthouse';

/** The Profile page's 'Your data' section and its confirmation at 1280 and 390 px, light and dark. */
async function takeScreens(page: Page, testInfo: TestInfo): Promise<void> {
  for (const width of [1280, 390]) {
    for (const dark of [false, true]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await setTheme(page, dark);
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Your data' });
      await section.scrollIntoViewIfNeeded();
      const name = `your-data-${width}-${dark ? 'dark' : 'light'}`;
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} is wider than the viewport`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
      await section.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await expect(dialog.getByRole('list')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${name}-dialog.png`) });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
  }
  await setTheme(page, false);
}

test('an account downloads its data, then deletes itself and can no longer sign in @wide', async ({
  page,
}, testInfo) => {
  // Eight loads of the profile page for the screens, besides the flow itself.
  test.slow();
  const username = await registerByApi(page);
  const novel = await page.request.get(`/api/novels/name/${encodeURIComponent(NOVEL)}`);
  const novelId = ((await novel.json()) as { id: number }).id;
  expect((await page.request.post('/api/bookmarks', { data: { novelId } })).status()).toBeLessThan(300);
  const review = await page.request.post(`/api/novels/${novelId}/reviews`, {
    data: { content: 'A lighthouse worth the climb.', rating: 4 },
  });
  expect(review.status()).toBeLessThan(300);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section.getByRole('heading', { name: 'Your data' })).toBeVisible();

  // The download is the archive, named after the account and the day.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^inkshelf-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const archive = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    format: string;
    profile: { username: string };
    bookmarks: { novelTitle: string }[];
    reviews: { novelTitle: string; rating: number; content: string }[];
  };
  expect(archive.format).toBe('inkshelf-account-export');
  expect(archive.profile.username).toBe(username);
  expect(archive.bookmarks.map((bookmark) => bookmark.novelTitle)).toEqual([NOVEL]);
  expect(archive.reviews).toEqual([
    expect.objectContaining({ novelTitle: NOVEL, rating: 4, content: 'A lighthouse worth the climb.' }),
  ]);
  await expectToast(page, 'Download ready');

  await takeScreens(page, testInfo);

  // The confirmation names what goes, and refuses a wrong password where it was typed.
  await page.goto('/profile');
  await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('listitem')).toHaveText(['1 review', '1 bookmark']);
  await expectAccessible(page);
  const password = dialog.getByLabel('Your password');
  await expect(password).toBeFocused();
  await password.fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not correct. Your account was not deleted.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Account deleted', 'Your account and everything it wrote have been deleted.');
  expect((await page.request.get('/api/user')).status()).toBe(401);
  const signIn = await page.request.post('/api/login', { data: { emailOrUsername: username, password: PASSWORD } });
  expect(signIn.status()).toBe(401);
  const reviews = (await (await page.request.get(`/api/novels/${novelId}/reviews`)).json()) as { content: string }[];
  expect(reviews.map((item) => item.content)).not.toContain('A lighthouse worth the climb.');
});
