/**
 * Issue 6's author journey against the real server: a novel with a cropped cover, chapter 1 through autosave (clock),
 * reload, restore and publish, a reader's comment and review, replies and deletions from the dashboard, and a second
 * device saving first to meet the conflict view. Axe on every author screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { generatedPng, imageSize, registerAuthor, secondDevice, typeInEditor } from './author-support.ts';
import { expectAccessible, expectToast, registerByApi } from './support.ts';

test.describe.configure({ mode: 'serial' });

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function addChapter(page: Page, novelId: number, title: string, text: string, button: string) {
  await page.goto(`/author/novels/${novelId}/chapters/create`);
  await page.getByLabel('Chapter title').fill(title);
  await typeInEditor(page, text);
  await page.getByRole('button', { name: button }).click();
  await expectToast(page, 'Chapter saved');
}

test('an author publishes a novel and chapters, answers readers and resolves an edit conflict', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.clock.install();
  const token = `${test.info().project.name}-${Date.now()}`;
  const title = `Lanterns ${token}`;
  const username = await registerAuthor(page);

  // Empty dashboard.
  await page.goto('/author/dashboard');
  await expect(page.getByRole('heading', { name: 'No novels yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Your First Novel' }).click();
  await expect(page).toHaveURL(/\/author\/novels\/create$/);

  // Create the novel with a cropped cover; a file over 2MB is refused first.
  const form = page.getByRole('form', { name: 'Create Novel' });
  await form.getByLabel('Title').fill(title);
  // Genres come from the site's list (issue 37).
  const genres = form.getByRole('group', { name: 'Genres' });
  await genres.getByRole('checkbox', { name: 'Mystery' }).check();
  await genres.getByRole('checkbox', { name: 'Fantasy' }).check();
  await form.getByLabel('Synopsis').fill('A lamplighter walks the harbour and finds a door that was not there.');
  await form.getByRole('radio', { name: 'Teen (13+)' }).check();
  const coverInput = form.locator('input[type="file"]');
  await coverInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2_100_000, 1) });
  await expectToast(page, 'File too large', 'Cover image must be less than 2MB');
  await coverInput.setInputFiles(await generatedPng(page));
  const crop = page.getByRole('dialog', { name: 'Crop cover' });
  await expect(crop.getByRole('img', { name: 'Image to crop' })).toBeVisible();
  await crop.getByLabel('Zoom').fill('1.5');
  await expectAccessible(page);
  await shoot(page, 'crop-cover');
  await crop.getByRole('button', { name: 'Use Cover' }).click();
  await expect(crop).toBeHidden();
  await expect(form.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Publish Novel' }).click();
  await expectToast(page, 'Novel created');
  await expect(page).toHaveURL(`/novels/${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The new novel's page puts the next steps at hand (issue 37).
  await expect(page.getByRole('link', { name: 'Add Chapter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Novel' })).toBeVisible();
  await shoot(page, 'novel-page-author');
  const novel = (await (await page.request.get(`/api/novels/name/${encodeURIComponent(title)}`)).json()) as {
    id: number;
    genres: string[];
    contentRating: string;
    coverImage: string;
  };
  expect(novel.genres).toEqual(['Fantasy', 'Mystery']);
  expect(novel.contentRating).toBe('teen');
  expect(await imageSize(page, novel.coverImage)).toEqual([300, 450]);

  // Chapter 1: type, autosave after 30 s, reload, get it back, publish.
  await page.goto('/author/dashboard');
  await page.getByRole('link', { name: `Add Chapter to ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Add Chapter' })).toBeVisible();
  await page.getByLabel('Chapter title').fill('The First Door');
  await typeInEditor(page, 'The harbour lamps were already lit when Ada found the door.');
  await expectAccessible(page);
  const draftKey = `chapter-draft:${novel.id}:new`;
  await page.clock.fastForward('00:30');
  await expect(page.getByText(/Draft saved locally at/)).toBeVisible();
  const stored = await page.evaluate((key) => localStorage.getItem(key), draftKey);
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ title: 'The First Door' });
  await page.reload();
  await expect(page.getByText('Draft restored.')).toBeVisible();
  await expect(page.getByLabel('Chapter title')).toHaveValue('The First Door');
  await expect(page.locator('.ProseMirror')).toContainText('Ada found the door');
  await typeInEditor(page, ' It opened inward.');
  await page.getByRole('button', { name: 'Publish Chapter' }).click();
  await expect(page).toHaveURL(/\/author\/dashboard$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBeNull();

  // A reader comments on chapter 1 and reviews the novel.
  const readerContext = await browser.newContext({ baseURL });
  const reader = await readerContext.newPage();
  await registerByApi(reader);
  const chapterOne = (await (await reader.request.get(`/api/novels/${novel.id}/chapters/1`)).json()) as { id: number };
  expect(
    (
      await reader.request.post(`/api/chapters/${chapterOne.id}/comments`, { data: { content: `Lovely ${token}` } })
    ).status(),
  ).toBe(201);
  expect(
    (
      await reader.request.post(`/api/novels/${novel.id}/reviews`, { data: { content: `Review ${token}`, rating: 4 } })
    ).ok(),
  ).toBe(true);
  await readerContext.close();

  // The author replies from the dashboard and deletes the review.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Comments' }).click();
  const thread = page.getByRole('region', { name: new RegExp(`^${title} - Chapter 1`) });
  await expect(thread.getByText(`Lovely ${token}`)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'dashboard-comments');
  await thread
    .getByRole('button', { name: /^Reply/ })
    .first()
    .click();
  await thread.getByRole('textbox').last().fill('Thank you for reading!');
  await thread
    .getByRole('button', { name: /Post Reply|Reply$/ })
    .last()
    .click();
  await expectToast(page, 'Reply posted');
  await expect(thread.getByText('Thank you for reading!')).toBeVisible();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByText(`Review ${token}`)).toBeVisible();
  await expectAccessible(page);
  // Deleting a reader's review asks first (issue 37): cancelled, it stays; confirmed, it goes.
  await page.getByRole('button', { name: /^Delete review by/ }).click();
  const asked = page.getByRole('alertdialog', { name: 'Delete this review?' });
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toBeHidden();
  await expect(page.getByText(`Review ${token}`)).toBeVisible();
  await page.getByRole('button', { name: /^Delete review by/ }).click();
  await asked.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Review deleted');
  await expect(page.getByText(`Review ${token}`)).toBeHidden();

  // Two drafts: one published from the dashboard, one deleted.
  await addChapter(page, novel.id, 'Second Door', 'A draft that will be published.', 'Save as Draft');
  await expect(page).toHaveURL(`/author/dashboard?showDraftsForNovelId=${novel.id}`);
  await addChapter(page, novel.id, 'Third Door', 'A draft that will be deleted.', 'Save as Draft');
  const drafts = page.getByRole('region', { name: 'Drafts' });
  await expect(drafts.getByText('Chapter 3: Third Door')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'dashboard-drafts');
  await drafts.getByRole('button', { name: 'Publish Chapter 2: Second Door' }).click();
  const publishDialog = page.getByRole('alertdialog', { name: 'Publish draft' });
  await expect(publishDialog).toContainText('Are you sure you want to publish this draft?');
  await publishDialog.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Chapter published');
  await expect(drafts.getByText('Chapter 2: Second Door')).toBeHidden();
  await drafts.getByRole('button', { name: 'Delete Chapter 3: Third Door' }).click();
  const deleteDialog = page.getByRole('alertdialog', { name: 'Delete draft' });
  await expect(deleteDialog).toContainText('Are you sure you want to delete this draft?');
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Draft deleted');
  await expect(drafts.getByText('No draft chapters.')).toBeVisible();
  const novelRow = page.getByRole('listitem', { name: title });
  await expect(novelRow.getByText('Published', { exact: true })).toBeVisible();
  await expect(novelRow).toContainText('Chapters2');

  // Edit chapter 1 from the novel page while a second device saves it first.
  const novelPath = `/novels/${encodeURIComponent(title)}`;
  await page.goto(novelPath);
  await page.getByRole('link', { name: 'Edit Chapter 1: The First Door' }).click();
  await expect(page).toHaveURL(new RegExp(`/author/novels/${novel.id}/chapters/edit/1\\?returnTo=`));
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expectAccessible(page);

  const other = await secondDevice(browser, baseURL ?? '', username);
  const otherPage = await other.newPage();
  await otherPage.goto(`/author/novels/${novel.id}/chapters/${chapterOne.id}/edit`);
  await otherPage.getByLabel('Chapter title').fill('The First Door (their cut)');
  await otherPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(otherPage).toHaveURL(novelPath);
  await other.close();

  await page.getByLabel('Chapter title').fill('The First Door (my cut)');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const conflict = page.getByRole('region', { name: 'This chapter was changed elsewhere' });
  await expect(conflict.getByRole('article', { name: 'Their version (saved)' })).toContainText('their cut');
  await expect(conflict.getByRole('article', { name: 'Your version (not saved)' })).toContainText('my cut');
  await expectAccessible(page);
  await shoot(page, 'conflict');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await conflict.getByRole('button', { name: 'Copy Mine' }).click();
  await expectToast(page, 'Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('my cut');
  await conflict.getByRole('button', { name: 'Keep Mine' }).click();
  await expect(page).toHaveURL(novelPath);
  const saved = (await (await page.request.get(`/api/novels/${novel.id}/chapters/1`)).json()) as { title: string };
  expect(saved.title).toBe('The First Door (my cut)');
});
