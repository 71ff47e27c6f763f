/**
 * New-chapter notifications (issue 19): an author's publish fans out through the job queue to a follower's bell, which
 * opens to the chapter and clears, also when a chapter is opened by its address, without a reload. Axe on
 * /notifications; NOTIFICATIONS_SCREENSHOTS=<dir> takes the bell and email setting at 1280 and 390 px, both themes.
 */
import { expect, test } from '@playwright/test';
import { registerAuthor } from './author-support.ts';
import { expectAccessible, registerByApi } from './support.ts';

test('a reader follows a novel, its author publishes, the bell shows 1 and opens to the chapter', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The author, in a context of their own: a new novel.
  const authorContext = await browser.newContext({ baseURL });
  const author = await authorContext.newPage();
  await registerAuthor(author);
  const title = `Lanterns of Ashfall ${Date.now().toString(36)}`;
  const created = await author.request.post('/api/novels', {
    data: {
      title,
      description: 'A city of lamps, and the one who keeps them lit.',
      genres: ['Fantasy'],
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const novel = (await created.json()) as { id: number };

  // The reader follows it from the novel page.
  await registerByApi(page);
  await page.goto(`/novels/${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // The author publishes a chapter.
  const published = await author.request.post(`/api/novels/${novel.id}/chapters`, {
    data: { title: 'The First Lamp', content: 'The wick caught on the third try.', status: 'published' },
  });
  expect(published.status(), await published.text()).toBe(201);

  // The fan-out runs in the job queue after the publish answered: the bell shows it on the next look.
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(async () => {
    await page.reload();
    await expect(bell).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(bell).toHaveText('1');

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page.getByRole('link', { name: /Chapter 1: The First Lamp/ });
  await expect(item).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expectAccessible(page);

  const dir = process.env.NOTIFICATIONS_SCREENSHOTS;
  if (dir && test.info().project.name === 'desktop') {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/notifications');
        await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
        await expect(item).toBeVisible();
        await page.screenshot({ path: `${dir}/notifications-${width}-${theme}.png` });
        await page.goto('/profile');
        const emails = page.getByRole('group', { name: 'New-chapter emails' });
        await expect(emails.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
        await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
        await emails.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${dir}/profile-emails-${width}-${theme}.png` });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/notifications');
  }

  await item.click();
  await expect(page).toHaveURL(/\/chapters\/1$/);
  await expect(page.getByRole('heading', { name: /The First Lamp/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // A second chapter, opened by its address instead of from the list: reading it marks its notification read, and
  // the bell drops without a reload (its own poll is a minute away).
  const second = await author.request.post(`/api/novels/${novel.id}/chapters`, {
    data: { title: 'The Second Lamp', content: 'Oil, then a steady hand.', status: 'published' },
  });
  expect(second.status(), await second.text()).toBe(201);
  await authorContext.close();
  await expect(async () => {
    await page.reload();
    await expect(bell).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.goto(`/novels/${encodeURIComponent(title)}/chapters/2`);
  await expect(page.getByRole('heading', { name: /The Second Lamp/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible({ timeout: 10_000 });
  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: /Chapter 2: The Second Lamp/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Mark (all )?as read/ })).toHaveCount(0);
});
