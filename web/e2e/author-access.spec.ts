/**
 * Author access and edges: a reader's 'Author Access Required', a non-owner's edit URL back to the dashboard, unknown
 * novels and chapters, the edit-novel page's chapter list and novel deletion. Axe and a screenshot of each screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerAuthor, typeInEditor } from './author-support.ts';
import { DEMO_AUTHOR, DEMO_READER, expectAccessible, expectToast, signInByApi } from './support.ts';

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A demo novel of MaraQuill's, for the non-owner checks. */
async function someoneElsesNovel(page: Page): Promise<{ id: number; title: string }> {
  const mara = (await (await page.request.get(`/api/users/by-username/${DEMO_AUTHOR}`)).json()) as { id: number };
  const novels = (await (await page.request.get(`/api/novels/author/${mara.id}`)).json()) as {
    id: number;
    title: string;
  }[];
  const novel = novels[0];
  if (!novel) throw new Error('the demo author has no novels');
  return novel;
}

test('a reader on /author/dashboard sees Author Access Required', async ({ page }) => {
  await signInByApi(page, DEMO_READER);
  await page.goto('/author/dashboard');
  await expect(page.getByRole('heading', { name: 'Author Access Required' })).toBeVisible();
});

test('a non-owner edit URL redirects to the dashboard with the Unauthorized toast', async ({ page }) => {
  await signInByApi(page, 'TheoVance');
  const novel = await someoneElsesNovel(page);
  await page.goto(`/author/novels/${novel.id}/edit`);
  await expectToast(page, 'Unauthorized', 'You can only edit your own novels.');
  await expect(page).toHaveURL(/\/author\/dashboard$/);
  await page.goto(`/author/novels/${novel.id}/chapters/edit/1`);
  await expectToast(page, 'Unauthorized');
  await expect(page).toHaveURL(/\/author\/dashboard$/);
});

test('unknown novels and chapters show their screens with a way back', async ({ page }) => {
  await registerAuthor(page);
  await page.goto('/author/novels/999999/chapters/create');
  await expect(page.getByRole('heading', { name: 'Novel not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/author\/dashboard$/);
  await page.goto('/author/novels/999999/chapters/edit/3?returnTo=/browse');
  await expect(page.getByRole('heading', { name: 'Chapter not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/browse$/);
});

test('edit novel: fields, chapter list, validation, save and delete', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAuthor(page);
  const title = `Tidewater ${test.info().project.name} ${Date.now()}`;
  const created = await page.request.post('/api/novels', {
    data: { title, description: 'A village that floods every spring tide.', genres: ['Drama'], status: 'draft' },
  });
  expect(created.status()).toBe(201);
  const novel = (await created.json()) as { id: number };

  await page.goto('/author/dashboard');
  await expect(page.getByRole('listitem', { name: title }).getByText('Draft', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'dashboard');

  await page.goto(`/author/novels/${novel.id}/edit`);
  const form = page.getByRole('form', { name: 'Edit Novel' });
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByText('No chapters published yet. Add your first chapter!')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'edit-novel');

  // Add a chapter: the number field takes digits only.
  await page.getByRole('link', { name: 'Add Chapter' }).click();
  await page.getByLabel('Chapter title').fill('High Water');
  await page.getByLabel('Chapter number').pressSequentially('4a2');
  await expect(page.getByLabel('Chapter number')).toHaveValue('42');
  await typeInEditor(page, 'The water came up to the third step.');
  await shoot(page, 'add-chapter');
  await page.getByRole('button', { name: 'Publish Chapter' }).click();
  await expect(page).toHaveURL(/\/author\/dashboard$/);

  // The edit page lists it; Edit goes to /chapters/{id}/edit; an emptied number is refused.
  await page.goto(`/author/novels/${novel.id}/edit`);
  await page.getByRole('link', { name: 'Edit Chapter 42: High Water' }).click();
  await expect(page).toHaveURL(new RegExp(`/author/novels/${novel.id}/chapters/\\d+/edit$`));
  await expect(page.getByRole('heading', { name: 'Edit Chapter' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await page.getByLabel('Chapter number').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Chapter number is missing or invalid. Please enter a valid chapter number.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'edit-chapter');

  // Validation, then publish the novel from the edit form.
  await page.goto(`/author/novels/${novel.id}/edit`);
  await form.getByLabel('Description').fill('Too short');
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(form.getByText('Description must be at least 20 characters')).toBeVisible();
  await form
    .getByLabel('Description')
    .fill('A village that floods every spring tide, and the girl who counts the steps.');
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(page, 'Novel updated');
  await expect(page).toHaveURL(`/novels/${encodeURIComponent(title)}`);

  // Delete with the warning.
  await page.goto(`/author/novels/${novel.id}/edit`);
  await page.getByRole('button', { name: 'Delete novel' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete novel' });
  await expect(dialog).toContainText('chapters, comments');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Novel deleted');
  await expect(page).toHaveURL(/\/author\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'No novels yet' })).toBeVisible();
});
