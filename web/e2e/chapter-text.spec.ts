/**
 * Issue 14's text format in real Chromium: a chapter written as text through the API (as a client of the original
 * product writes it) renders with its marks, headings, quote and scene break on the website; a chapter written
 * in our editor reads back through the API as text with the markers.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerAuthor, typeInEditor } from './author-support.ts';
import { expectToast } from './support.ts';

const TEXT = [
  'A line with **bold words**, *slanted words* and __underlined words__.\nAnd a second line.',
  '## The Harbour',
  '### At dawn',
  '> The sea keeps what it is given.',
  '* * *',
  'a <b>not bold</b> & the end.',
].join('\n\n');

async function novelOf(page: Page, title: string): Promise<number> {
  const created = await page.request.post('/api/novels', {
    data: { title, description: 'A harbour town and the letters it keeps.', genres: ['Drama'], status: 'published' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('a chapter written as text through the API renders with its formatting', async ({ page }) => {
  await registerAuthor(page);
  const title = `Text Format ${Date.now()}`;
  const novelId = await novelOf(page, title);
  const posted = await page.request.post(`/api/novels/${novelId}/chapters`, {
    data: { title: 'Markers', content: TEXT, status: 'published' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  expect(((await posted.json()) as { content: string }).content).toBe(TEXT);

  await page.goto(`/novels/${encodeURIComponent(title)}/chapters/1`);
  const reading = page.getByRole('article');
  await expect(reading.locator('strong', { hasText: 'bold words' })).toBeVisible();
  await expect(reading.locator('em', { hasText: 'slanted words' })).toBeVisible();
  await expect(reading.locator('u', { hasText: 'underlined words' })).toBeVisible();
  await expect(reading.locator('h2', { hasText: 'The Harbour' })).toBeVisible();
  await expect(reading.locator('h3', { hasText: 'At dawn' })).toBeVisible();
  await expect(reading.locator('blockquote', { hasText: 'The sea keeps what it is given.' })).toBeVisible();
  await expect(reading.locator('hr')).toHaveCount(1);
  await expect(reading.locator('hr')).toBeVisible();
  await expect(reading.locator('br')).toHaveCount(1);
  // The markers are formatting, not text; angle brackets in text are text.
  await expect(reading).not.toContainText('**');
  await expect(reading).not.toContainText('__');
  await expect(reading).toContainText('a <b>not bold</b> & the end.');
  await expect(reading.locator('b')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('chapter-from-text.png'), fullPage: true });
});

test('a chapter written in the editor reads back as text with the markers', async ({ page }) => {
  await registerAuthor(page);
  const novelId = await novelOf(page, `Editor Format ${Date.now()}`);
  await page.goto(`/author/novels/${novelId}/chapters/create`);
  await page.getByLabel('Chapter title').fill('From the editor');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await typeInEditor(page, 'Plain then ');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('strong');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' and ');
  await toolbar.getByRole('button', { name: 'Underline' }).click();
  await page.keyboard.type('marked');
  await toolbar.getByRole('button', { name: 'Underline' }).click();
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('A heading');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Scene break' }).click();
  await page.keyboard.type('After the break.');
  await page.getByRole('button', { name: 'Publish Chapter' }).click();
  await expectToast(page, 'Chapter saved');

  // The spec's read answers the text format; ?format=html the HTML the website renders.
  const text = (await (await page.request.get(`/api/novels/${novelId}/chapters/1`)).json()) as { content: string };
  expect(text.content).toBe('Plain then **strong** and __marked__.\n\n## A heading\n\n* * *\n\nAfter the break.');
  const html = (await (await page.request.get(`/api/novels/${novelId}/chapters/1?format=html`)).json()) as {
    contentHtml: string;
  };
  expect(html.contentHtml).toBe(
    '<p>Plain then <strong>strong</strong> and <u>marked</u>.</p><h2>A heading</h2><hr /><p>After the break.</p>',
  );
});
