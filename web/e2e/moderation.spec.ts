/**
 * Moderation (issue 18): a reported comment hidden from /moderation with a note is gone for readers, while its writer
 * sees it marked 'Hidden by moderation'. Axe on /moderation; MODERATION_SCREENSHOTS=<dir> takes the Report dialog,
 * /moderation and /library at 1280 and 390 px in both themes (desktop project).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectToast, registerByApi, signInByApi, everyLook } from './support.ts';

const NOVEL = 'The Seventh Floor Bakery';
const CHAPTER_PATH = `/novels/${encodeURIComponent(NOVEL)}/chapters/1`;
const ADMIN = 'SiteAdmin';
const PASSWORD = 'e2e-password-1';
const screenshots = () => (test.info().project.name === 'desktop' ? process.env.MODERATION_SCREENSHOTS : undefined);

/** The comments load once they come near the viewport: scroll down to them. */
async function openComments(page: Page): Promise<void> {
  await page.goto(CHAPTER_PATH);
  await page.getByRole('navigation', { name: 'Chapter navigation' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeVisible();
}

/** The writer of the comment posts it through the API (the comment form has its own test). */
async function postComment(page: Page, content: string): Promise<void> {
  const novel = await page.request.get(`/api/novels/name/${encodeURIComponent(NOVEL)}`);
  const { id } = (await novel.json()) as { id: number };
  const chapter = await page.request.get(`/api/novels/${id}/chapters/1`);
  const { id: chapterId } = (await chapter.json()) as { id: number };
  const posted = await page.request.post(`/api/chapters/${chapterId}/comments`, { data: { content, parentId: null } });
  expect(posted.status(), await posted.text()).toBe(201);
}

test('a reader reports a comment, an administrator hides it, readers lose it and its writer sees why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = `${test.info().project.name}-${Date.now()}`;
  const text = `Cheap watches for sale ${token}`;
  const note = `Spam links ${token}`;

  // The writer posts a comment.
  const writer = await registerByApi(page);
  await postComment(page, text);

  // Another reader reports it from the reading page.
  await registerByApi(page);
  await openComments(page);
  const comment = page.getByRole('article', { name: `Comment by ${writer}` }).filter({ hasText: text });
  await comment.getByRole('button', { name: `Report comment by ${writer}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this content' });
  await dialog.getByLabel('Reason').selectOption('spam');
  await dialog.getByLabel('Details (optional)').fill('Advertising in every chapter');
  const shots = screenshots();
  if (shots) {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await everyLook(page, async (look) => {
      await openComments(page);
      await comment.getByRole('button', { name: `Report comment by ${writer}` }).click();
      await dialog.getByLabel('Details (optional)').fill('Advertising in every chapter');
      await page.screenshot({ path: `${shots}/report-dialog-${look}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });
    await openComments(page);
    await comment.getByRole('button', { name: `Report comment by ${writer}` }).click();
    await dialog.getByLabel('Details (optional)').fill('Advertising in every chapter');
  }
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expectToast(page, 'Report sent');
  await expect(dialog).toBeHidden();
  // The chapter itself can be reported too, by anyone signed in who did not write it.
  await expect(page.getByRole('button', { name: `Report ${NOVEL}, chapter 1` })).toBeVisible();

  // The administrator finds it in the queue and hides it.
  await signInByApi(page, ADMIN);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card).toContainText('Spam');
  await expect(card).toContainText(`by ${writer}`);
  await expectAccessible(page);
  if (shots) {
    await everyLook(page, async (look) => {
      await page.goto('/moderation');
      await expect(card).toBeVisible();
      await page.screenshot({ path: `${shots}/moderation-${look}.png`, fullPage: true });
      await card.getByRole('button', { name: 'Hide' }).click();
      await page.getByRole('dialog', { name: 'Hide this content?' }).getByLabel(/^Note/).fill(note);
      await page.screenshot({ path: `${shots}/moderation-hide-${look}.png` });
      await page.getByRole('dialog', { name: 'Hide this content?' }).getByRole('button', { name: 'Cancel' }).click();
      await page.goto('/moderation?tab=roles');
      await expect(page.getByRole('list', { name: 'Moderators and administrators' })).toBeVisible();
      await page.screenshot({ path: `${shots}/moderation-roles-${look}.png`, fullPage: true });
      await page.goto('/library');
      await expect(page.getByRole('tab', { name: 'Reading' })).toBeVisible();
      await page.screenshot({ path: `${shots}/library-${look}.png` });
    });
    await page.goto('/moderation');
  }
  await card.getByRole('button', { name: 'Hide' }).click();
  const hide = page.getByRole('dialog', { name: 'Hide this content?' });
  await hide.getByRole('button', { name: 'Hide' }).click();
  await expect(hide.getByRole('alert')).toHaveText('Write a note: the author is told why.');
  await hide.getByLabel(/^Note/).fill(note);
  await hide.getByRole('button', { name: 'Hide' }).click();
  await expectToast(page, 'Done');
  await expect(hide).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  // It is listed among the resolved reports, hidden, with Restore offered.
  await page.getByLabel('Status').selectOption('resolved');
  const resolved = page.getByRole('article').filter({ hasText: text });
  await expect(resolved).toContainText(`Hidden: ${note}`);
  await expect(resolved.getByRole('button', { name: 'Restore' })).toBeVisible();
  if (shots) {
    await everyLook(page, async (look) => {
      await page.goto('/moderation?tab=audit');
      await expect(page.getByRole('list', { name: 'Audit log' })).toContainText(note);
      await page.screenshot({ path: `${shots}/moderation-audit-${look}.png`, fullPage: true });
      await page.goto('/moderation');
      await page.getByLabel('Status').selectOption('resolved');
      await expect(resolved).toBeVisible();
      await page.screenshot({ path: `${shots}/moderation-resolved-${look}.png`, fullPage: true });
    });
  }

  // Gone for readers (signed out here).
  await page.context().clearCookies();
  await openComments(page);
  await expect(page.getByText(text)).toHaveCount(0);

  // Its writer still sees it, marked, with the note.
  await signInByApi(page, writer, PASSWORD);
  await openComments(page);
  const own = page.getByRole('article', { name: `Comment by ${writer}` }).filter({ hasText: text });
  await expect(own.getByRole('note', { name: 'Hidden by moderation' })).toContainText(`Hidden by moderation: ${note}`);
  if (shots) {
    await everyLook(page, async (look) => {
      await openComments(page);
      await own.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/hidden-comment-${look}.png` });
    });
  }
});

test('members are told /moderation is not for them', async ({ page }) => {
  await registerByApi(page);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expectAccessible(page);
});
