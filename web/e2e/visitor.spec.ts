/**
 * A visitor against the real server and demo catalogue: home (invitation, lists, refresh), a typo search from
 * the header, a novel page, reading with the arrow keys and the settings sheet, and the redirect away from a
 * draft chapter. Axe and a screenshot of home, novel and chapter at both widths.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, expectToast } from './support.ts';

const NOVEL = 'Letters to the Lighthouse';
const NOVEL_PATH = `/novels/${encodeURIComponent(NOVEL)}`;

/** A full-page screenshot under test-results per screen and width, after checking nothing scrolls sideways. */
async function snap(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen} is wider than the viewport`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`${screen}-${testInfo.project.name}.png`), fullPage: true });
}

/** Waits for finite CSS animations (the logo's fade-ins) to end, so axe measures the colours at rest. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

test('a visitor browses home, searches with a typo, reads a novel and is turned away from a draft', async ({
  page,
}, testInfo) => {
  // Home: the sign-up invitation opens by itself, once per session.
  await page.goto('/');
  const invite = page.getByRole('dialog', { name: 'Join the community' });
  await expect(invite).toBeVisible();
  await expect(invite).toContainText('Create a free account to unlock reading history and bookmarks.');
  await expect(invite.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await invite.getByRole('button', { name: 'Maybe later' }).click();
  await expect(invite).toBeHidden();

  await expect(page.getByRole('heading', { level: 1, name: 'Inkshelf' })).toBeVisible();
  const latest = page.getByRole('list', { name: 'Latest Fan-Fics' });
  await expect(latest.getByRole('article')).toHaveCount(10);
  const top = page.getByRole('list', { name: 'Top Fan-Fics' }).getByRole('listitem');
  await expect(top).toHaveCount(10);
  await expect(top.nth(0)).toContainText('1st');
  await expect(top.nth(1)).toContainText('2nd');
  await expect(top.nth(2)).toContainText('3rd');
  await expect(top.nth(3)).toContainText('4th');
  const updates = page.getByRole('list', { name: 'Latest Updates' });
  await expect(updates.getByRole('listitem').first()).toBeVisible();
  await expect(updates.getByRole('link', { name: /^Chapter \d+: / }).first()).toBeVisible();
  await expect(updates.getByText(/^(Just now|\d+ (minutes?|hours?|days) ago|yesterday)$/).first()).toBeVisible();
  const refreshed = page.waitForResponse((response) => response.url().includes('/api/chapters/latest'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await refreshed).ok()).toBe(true);
  const viewMore = page.getByRole('link', { name: 'View More' });
  await expect(viewMore.first()).toHaveAttribute('href', '/browse');
  await expect(viewMore.nth(1)).toHaveAttribute('href', '/ranking');
  await settleAnimations(page);
  await expectAccessible(page);
  await snap(page, testInfo, 'home');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inkshelf' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Search with a typo from the header box, then open the novel from the results.
  const searchBox = page.getByRole('search').getByRole('searchbox');
  await searchBox.fill('lighthose');
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=lighthose$/);
  await page.getByRole('link', { name: NOVEL }).first().click();

  // Novel page.
  await expect(page).toHaveURL(NOVEL_PATH);
  await expect(page.getByRole('heading', { level: 1, name: NOVEL })).toBeVisible();
  await expect(page).toHaveTitle(`${NOVEL} - Inkshelf`);
  await expect(page.getByRole('link', { name: 'InesMoreau' })).toHaveAttribute('href', '/authors/InesMoreau');
  await expect(page.getByRole('link', { name: 'Romance' })).toHaveAttribute('href', '/genre/romance');
  const chapters = page.getByRole('list', { name: 'Chapters' });
  await expect(chapters.getByRole('link')).toHaveText([
    'Chapter 1: Second Class Post',
    'Chapter 2: The Recording',
    'Chapter 3: Storm Season',
  ]);
  await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bookmark' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, 'novel');

  // Chapter page: Start Reading, then the arrow keys.
  await page.getByRole('link', { name: 'Start Reading' }).click();
  await expect(page).toHaveURL(`${NOVEL_PATH}/chapters/1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Second Class Post' })).toBeVisible();
  await expect(page.getByRole('link', { name: NOVEL, exact: true })).toHaveAttribute('href', NOVEL_PATH);
  await expect(page.getByLabel('Chapter', { exact: true })).toHaveValue('1');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(`${NOVEL_PATH}/chapters/2`);
  await expect(page.getByRole('heading', { level: 1, name: 'The Recording' })).toBeVisible();
  await page.keyboard.press('Control+ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(`${NOVEL_PATH}/chapters/1`);
  await page.getByRole('link', { name: 'Next Chapter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Recording' })).toBeVisible();

  // The settings sheet: a tap on the text opens it on a touch screen, a mouse click there opens nothing (the toolbar's
  // button does); the slider's arrows change the size, not the chapter.
  const sheet = page.getByRole('region', { name: 'Reading settings' });
  const content = page.getByTestId('chapter-content');
  await content.click();
  await expect(sheet).toBeHidden();
  if (testInfo.project.name === 'mobile') await content.tap();
  else await page.getByRole('button', { name: 'Reading settings' }).click();
  await expect(sheet).toBeVisible();
  const slider = sheet.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(sheet.getByText('19px')).toBeVisible();
  await expect(content).toHaveCSS('font-size', '19px');
  await expect(page).toHaveURL(`${NOVEL_PATH}/chapters/2`);
  await sheet.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Verdana' }).click();
  await expect(content).toHaveCSS('font-family', /Verdana/);
  await expectAccessible(page);
  await snap(page, testInfo, 'chapter');
  // Two seconds after the last touch it goes away by itself; an outside click closes it at once.
  await expect(sheet).toBeHidden({ timeout: 4000 });
  // (The comments load once they come near the viewport.)
  await page.getByRole('navigation', { name: 'Chapter navigation' }).scrollIntoViewIfNeeded();
  const comments = page.getByRole('heading', { name: /^Comments/ });
  await expect(comments).toBeVisible();
  if (testInfo.project.name === 'mobile') await content.tap();
  else await page.getByRole('button', { name: 'Reading settings' }).click();
  await expect(sheet).toBeVisible();
  await comments.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Please log in to leave a comment.')).toBeVisible();

  // Someone else's draft chapter: the 'Access denied' toast and back to the novel page.
  await page.goto('/novels/After%20the%20Long%20Winter/chapters/5');
  await expectToast(page, 'Access denied', 'This chapter is still in draft mode and not yet published.');
  await expect(page).toHaveURL('/novels/After%20the%20Long%20Winter');
  await expect(page.getByRole('heading', { level: 1, name: 'After the Long Winter' })).toBeVisible();

  // A chapter that does not exist, and a novel that does not exist.
  await page.goto(`${NOVEL_PATH}/chapters/99`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Novel Page' })).toHaveAttribute('href', NOVEL_PATH);
  await page.goto('/novels/No%20Such%20Novel');
  await expect(page.getByRole('heading', { name: 'Novel not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
});

test('a visitor finds authors by part of their name, and their novels with them', async ({ page }, testInfo) => {
  await page.goto('/search?q=Theo');
  const authors = page.getByRole('region', { name: 'Authors' });
  await expect(authors.getByRole('link', { name: /TheoVance/ })).toHaveAttribute('href', '/authors/TheoVance');
  const results = page.getByRole('list', { name: 'Search Results' });
  // TheoVance's four demo novels are among the matches, whatever words their titles hold.
  await expect(results.getByRole('article').filter({ hasText: 'TheoVance' })).toHaveCount(4);
  await expectAccessible(page);
  await snap(page, testInfo, 'search-authors');

  await page.goto('/search?q=theo%20vance');
  await expect(page.getByRole('region', { name: 'Authors' }).getByRole('link')).toHaveCount(1);
  await page.goto('/search?q=Ines');
  const ines = page.getByRole('region', { name: 'Authors' }).getByRole('link', { name: /InesMoreau/ });
  await ines.click();
  await expect(page).toHaveURL('/authors/InesMoreau');
});
