/**
 * Typing latency of the chapter editor with a 20,000-word chapter (`pnpm --filter @inkshelf/web bench:editor`,
 * DATABASE_URL as for the browser tests): 300 keys in the middle and at the end, keydown to the end of the work caused
 * and to the next frame. Measures only; asserts nothing.
 */
import { chromium } from '@playwright/test';
import globalSetup from './global-setup.ts';
import { CHROMIUM_OPTIONS, WORDS, chapterHtml, json, measureTyping } from './typing-probe.ts';

const stop = await globalSetup();
const browser = await chromium.launch(CHROMIUM_OPTIONS);
try {
  const baseURL = process.env.INKSHELF_E2E_URL ?? '';
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = `bench-${Date.now()}@example.com`;
  await json(await page.request.post('/api/register', { data: { email, password: 'bench-password-1' } }));
  await json(await page.request.put('/api/users/me/author', { data: { isAuthor: true } }));
  const novel = await json<{ id: number }>(
    await page.request.post('/api/novels', {
      data: { title: `Bench ${Date.now()}`, description: 'A very long chapter for typing.', genres: ['Drama'] },
    }),
  );
  const content = chapterHtml(WORDS);
  await json(
    await page.request.post(`/api/novels/${novel.id}/chapters`, {
      data: { title: 'Long', contentHtml: content, status: 'published' },
    }),
  );

  await page.goto(`/author/novels/${novel.id}/chapters/edit/1`);
  await page.locator('.ProseMirror p').first().waitFor();
  await measureTyping(page, content);
  await context.close();
} finally {
  await browser.close();
  await stop();
}
