/**
 * Ratings and warnings (issue 37 item 2): the rating on cards and the novel page with the warnings, and the
 * adult-content notice before a Mature novel's text, remembered in the browser or on the account, also without
 * JavaScript. Axe and screenshots of the notice in both themes.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, registerByApi, setTheme } from './support.ts';

const NOVEL = 'Neon Saints';
const NOVEL_PATH = `/novels/${encodeURIComponent(NOVEL)}`;
const CHAPTER_PATH = `${NOVEL_PATH}/chapters/1`;

const notice = (page: Page) => page.getByRole('region', { name: `${NOVEL} is rated Mature (18+)` });
const text = (page: Page) => page.getByTestId('chapter-content');

test('the rating shows on cards and, with the warnings, on the novel page', async ({ page }, testInfo) => {
  await page.goto('/browse');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: NOVEL, exact: true }) });
  await expect(card.getByText('Content rating: Mature (18+)')).toBeAttached();
  await expect(card.getByText('Mature 18+')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('browse-ratings.png') });

  await page.goto(NOVEL_PATH);
  await expect(page.getByText('Content warnings: Violence, Strong language, Drug and alcohol use')).toBeVisible();
  await expect(page.getByText('Mature 18+')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('novel-warnings.png') });
});

test('a signed-out reader confirms once, and this browser remembers it', async ({ page }, testInfo) => {
  await page.goto(CHAPTER_PATH);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('Content warnings: Violence, Strong language, Drug and alcohol use.');
  await expect(text(page)).toBeHidden();
  await expectAccessible(page);
  for (const dark of [false, true]) {
    await setTheme(page, dark);
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`adult-notice-${dark ? 'dark' : 'light'}.png`) });
  }

  await notice(page).getByRole('button', { name: 'I am 18 or older, continue' }).click();
  await expect(notice(page)).toBeHidden();
  await expect(text(page)).toBeVisible();
  // The next page opens with the text at once: the choice is on <html> before the first paint.
  await page.goto(`${NOVEL_PATH}/chapters/2`);
  await expect(text(page)).toBeVisible();
  await expect(notice(page)).toBeHidden();

  // Other novels never ask.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/novels/${encodeURIComponent('Tea and Thunder at Bramble End')}/chapters/1`);
  await expect(text(page)).toBeVisible();
});

test('an account confirms once for every device', async ({ page, browser }) => {
  await registerByApi(page);
  await page.goto(CHAPTER_PATH);
  await notice(page).getByRole('button', { name: 'I am 18 or older, continue' }).click();
  await expect(text(page)).toBeVisible();
  const confirmed = async () =>
    ((await (await page.request.get('/api/user')).json()) as { adultConfirmed?: boolean }).adultConfirmed;
  await expect.poll(confirmed).toBe(true);

  // The same account in a fresh browser (no stored choice) reads without the notice.
  const state = await page.context().storageState();
  const other = await browser.newContext({ storageState: { cookies: state.cookies, origins: [] } });
  const second = await other.newPage();
  await second.goto(CHAPTER_PATH);
  await expect(text(second)).toBeVisible();
  await expect(notice(second)).toHaveCount(0);
  await other.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the notice is there and its link opens the text', async ({ page }) => {
    await page.goto(CHAPTER_PATH);
    await expect(notice(page)).toBeVisible();
    await expect(text(page)).toBeHidden();
    await notice(page).getByRole('link', { name: 'I am 18 or older, continue' }).click();
    await expect(text(page)).toBeVisible();
    await expect(notice(page)).toBeHidden();
  });
});
