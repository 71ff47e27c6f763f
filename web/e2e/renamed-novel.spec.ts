/**
 * Issue 37: a renamed novel keeps its old links. Signed out, the old novel and chapter pages answer 301 to the current
 * ones (server-rendered); signed in, the app moves to the current address itself.
 */
import { expect, test } from '@playwright/test';
import { registerAuthor } from './author-support.ts';

test('old links of a renamed novel lead to its current pages', async ({ page, browser, baseURL }) => {
  await registerAuthor(page);
  const token = `${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const before = `Salt Road ${token}`;
  const after = `The Long Salt Road ${token}`;
  const created = await page.request.post('/api/novels', {
    data: {
      title: before,
      description: 'A carter hauls salt across a drowned country.',
      genres: ['Adventure'],
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const chapter = await page.request.post(`/api/novels/${id}/chapters`, {
    data: { title: 'The Flats', content: '<p>The salt flats went on for ever.</p>', status: 'published' },
  });
  expect(chapter.status(), await chapter.text()).toBe(201);
  const renamed = await page.request.put(`/api/novels/${id}`, { data: { title: after } });
  expect(renamed.status(), await renamed.text()).toBe(200);

  const oldNovel = `/novels/${encodeURIComponent(before)}`;
  const newNovel = `/novels/${encodeURIComponent(after)}`;

  // Signed out: the server moves the page for good.
  const visitor = await browser.newContext({ baseURL });
  const reader = await visitor.newPage();
  const moved = await reader.request.get(oldNovel, { maxRedirects: 0, headers: { accept: 'text/html' } });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(newNovel);
  await reader.goto(oldNovel);
  await expect(reader).toHaveURL(newNovel);
  await expect(reader.getByRole('heading', { level: 1, name: after })).toBeVisible();
  await reader.goto(`${oldNovel}/chapters/1`);
  await expect(reader).toHaveURL(`${newNovel}/chapters/1`);
  await expect(reader.getByText('The salt flats went on for ever.')).toBeVisible();
  await visitor.close();

  // Signed in (the app shell): the page finds the novel by its old title and replaces the address.
  await page.goto(oldNovel);
  await expect(page).toHaveURL(newNovel);
  await expect(page.getByRole('heading', { level: 1, name: after })).toBeVisible();
});
