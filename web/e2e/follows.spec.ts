/**
 * Follows and shelves (issue 19): a reader follows a novel, shelves it as Reading, finds it under Library's Reading and
 * Following tabs; axe on Library. FOLLOWS_SCREENSHOTS=<dir> takes the pages at 1280 and 390 px in both themes.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, registerByApi } from './support.ts';

const NOVEL = 'The Seventh Floor Bakery';
const NOVEL_PATH = `/novels/${encodeURIComponent(NOVEL)}`;

const followers = (page: Page) => page.getByText(/^\d+ followers?$/);
const countOf = async (page: Page) => Number((await followers(page).textContent())?.split(' ')[0]);

test('a reader follows a novel, shelves it as Reading and finds it in the Library', async ({ page }) => {
  test.setTimeout(60_000);
  await registerByApi(page);

  await page.goto(NOVEL_PATH);
  await expect(page.getByRole('heading', { level: 1, name: NOVEL })).toBeVisible();
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await expect(followers(page)).toBeVisible();
  const before = await countOf(page);
  await follow.click();
  const following = page.getByRole('button', { name: 'Following', exact: true });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(followers(page)).toHaveText(before + 1 === 1 ? '1 follower' : `${before + 1} followers`);

  // The shelf picker: on the Reading shelf (kept after a reload).
  const shelf = page.getByLabel('Library shelf');
  await shelf.selectOption({ label: 'Reading' });
  await expect(shelf).toBeEnabled();
  await page.reload();
  await expect(page.getByLabel('Library shelf')).toHaveValue('reading');
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();

  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reading' })).toHaveAttribute('aria-selected', 'true');
  const reading = page.getByRole('tabpanel', { name: 'Reading' });
  await expect(reading.getByRole('link', { name: NOVEL })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Following' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Following' }).getByRole('link', { name: NOVEL })).toBeVisible();

  const dir = process.env.FOLLOWS_SCREENSHOTS;
  if (dir && test.info().project.name === 'desktop') {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(NOVEL_PATH);
        await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
        await page.screenshot({ path: `${dir}/novel-${width}-${theme}.png` });
        await page.goto('/library');
        await expect(page.getByRole('tabpanel', { name: 'Reading' }).getByRole('link', { name: NOVEL })).toBeVisible();
        await page.screenshot({ path: `${dir}/library-${width}-${theme}.png` });
      }
    }
  }
});
