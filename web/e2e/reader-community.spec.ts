/**
 * A new reader joins from the home page and takes part: bookmark, review and edit, comments, likes, replies five deep
 * ('Reply Depth Reached' on a sixth), deleting the thread, then Continue Reading. Axe on the signed-in pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectToast } from './support.ts';

const NOVEL = 'The Seventh Floor Bakery';
const NOVEL_PATH = `/novels/${encodeURIComponent(NOVEL)}`;

/** The comments load once they come near the viewport: scroll down to them. */
async function scrollToComments(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Chapter navigation' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeVisible();
}

/** Registers through the dialog the invitation opens; returns the generated username. */
async function joinFromInvitation(page: Page): Promise<string> {
  await page.goto('/');
  const invite = page.getByRole('dialog', { name: 'Join the community' });
  await invite.getByRole('button', { name: 'Create Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Inkshelf' });
  await expect(dialog.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
  const email = `community-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('e2e-password-1');
  await dialog.getByLabel('Confirm password').fill('e2e-password-1');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration successful');
  await expect(dialog).toBeHidden();
  const me = await page.request.get('/api/user');
  expect(me.ok()).toBe(true);
  return ((await me.json()) as { username: string }).username;
}

test('a new reader bookmarks, reviews, comments and replies to the depth limit', async ({ page }) => {
  test.setTimeout(90_000);
  const username = await joinFromInvitation(page);
  const token = `${test.info().project.name}-${Date.now()}`;

  // Bookmark.
  await page.goto(NOVEL_PATH);
  await expect(page.getByRole('heading', { level: 1, name: NOVEL })).toBeVisible();
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expectToast(page, 'Novel bookmarked');
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();

  // Write a review, then edit it: the form comes back prefilled.
  await page.getByRole('button', { name: 'Write a Review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '4 stars' }).click();
  await form.getByLabel('Your review').fill(`Warm and funny. ${token}`);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(page, 'Review submitted', 'Thank you for sharing your thoughts!');
  const reviews = page.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByRole('article').filter({ hasText: `Warm and funny. ${token}` })).toContainText(username);

  await page.getByRole('button', { name: 'Edit Your Review' }).click();
  const edit = page.getByRole('form', { name: 'Edit your review' });
  await expect(edit.getByLabel('Your review')).toHaveValue(`Warm and funny. ${token}`);
  await expect(edit.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await edit.getByLabel('Your review').fill(`Warm, funny and kind. ${token}`);
  await edit.getByRole('radio', { name: '5 stars' }).click();
  await edit.getByRole('button', { name: 'Update Review' }).click();
  await expectToast(page, 'Review updated');
  await expect(reviews.getByText(`Warm, funny and kind. ${token}`)).toBeVisible();
  await expect(reviews.getByText(`Warm and funny. ${token}`)).toHaveCount(0);

  // Comment on chapter 1, and like it.
  const progressSaved = page.waitForResponse(
    (response) => response.url().endsWith('/api/reading-progress') && response.request().method() === 'POST',
  );
  await page.getByRole('link', { name: 'Start Reading' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ninety-Eight Stairs' })).toBeVisible();
  await scrollToComments(page);
  await page.getByRole('button', { name: 'Add a Comment' }).click();
  await page.getByLabel('Your comment').fill(`Level 1 ${token}`);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expectToast(page, 'Comment posted');

  const mine = (level: number) =>
    page.getByRole('article', { name: `Comment by ${username}` }).filter({ hasText: `Level ${level} ${token}` });
  await expect(mine(1)).toBeVisible();
  await mine(1)
    .getByRole('button', { name: /^Like comment/ })
    .click();
  await expect(mine(1).getByRole('button', { name: /^Like comment/ })).toHaveAttribute('aria-pressed', 'true');

  // A chain of five replies below the comment (levels 2 to 6).
  for (let level = 2; level <= 6; level += 1) {
    await mine(level - 1)
      .getByRole('button', { name: 'Reply' })
      .click();
    await mine(level - 1)
      .getByLabel(`Reply to ${username}`)
      .fill(`Level ${level} ${token}`);
    await mine(level - 1)
      .getByRole('button', { name: 'Post Reply' })
      .click();
    await expectToast(page, 'Reply posted');
    await expect(mine(level)).toBeVisible();
  }
  await expect(page.locator(`[data-display-depth="5"]`).filter({ hasText: `Level 6 ${token}` })).toHaveCount(1);

  // A sixth reply is refused with the spec's toast.
  await mine(6).getByRole('button', { name: 'Reply' }).click();
  await mine(6).getByLabel(`Reply to ${username}`).fill(`Level 7 ${token}`);
  await mine(6).getByRole('button', { name: 'Post Reply' }).click();
  await expectToast(
    page,
    'Reply Depth Reached',
    "We've gone soo deep, we found bottom of the internet. Time to start fresh. PS: start a new reply",
  );
  await expect(page.locator('[data-comment-id] article > p').filter({ hasText: `Level 7 ${token}` })).toHaveCount(0);
  expect((await progressSaved).ok()).toBe(true);
  await expectAccessible(page);

  // Leaving the page saves the progress once more (keepalive); the like survives the reload (liked state from
  // the API); then the writer deletes the whole thread.
  const leaveSave = page.waitForRequest(
    (request) => request.url().endsWith('/api/reading-progress') && request.method() === 'POST',
  );
  await page.reload();
  expect((await leaveSave).postDataJSON()).toMatchObject({ progress: 33 });
  await scrollToComments(page);
  await expect(mine(1).getByRole('button', { name: /^Like comment/ })).toHaveAttribute('aria-pressed', 'true');
  await mine(1)
    .getByRole('button', { name: `Delete comment by ${username}` })
    .click();
  await expectToast(page, 'Comment deleted');
  await expect(mine(1)).toHaveCount(0);
  await expect(mine(5)).toHaveCount(0);

  // Home now offers to continue where the reader stopped (1 of 3 published chapters: 33%).
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Continue Reading' });
  await expect(panel).toContainText(NOVEL);
  await expect(panel).toContainText('Chapter 1: Ninety-Eight Stairs');
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await expect(panel.getByRole('link', { name: /Continue Reading/ })).toHaveAttribute(
    'href',
    `${NOVEL_PATH}/chapters/1`,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The novel page resumes from the reading history too.
  await page.goto(NOVEL_PATH);
  await expect(page.getByRole('link', { name: 'Continue Reading' })).toHaveAttribute(
    'href',
    `${NOVEL_PATH}/chapters/1`,
  );
});
