/**
 * Issue 16, point 1: covers wherever a novel appears. Demo covers in both themes, then a new author's upload checked as
 * a 300x450 image drawn at 2:3, no placeholder left, on every screen listing the novel. The visitor comes first because
 * README_SCREENSHOTS=1 saves its pages as the README's screenshots (docs/screenshots).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { generatedPng, registerAuthor } from './author-support.ts';
import { expectToast, registerByApi } from './support.ts';

test.describe.configure({ mode: 'serial' });

const README_SHOTS = path.resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** Scrolls through the page so every lazy cover comes near the viewport, waits for them, and goes back up. */
async function loadLazyCovers(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 500) {
    await page.evaluate(async (y) => {
      window.scrollTo(0, y);
      // Two frames: the IntersectionObserver reports after the next rendering step.
      for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
    }, top);
  }
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-slot="novel-cover"] img')].every((img) => img.complete),
      ),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A full-page screenshot in the output folder, named per screen and width, with every cover loaded. */
async function shoot(page: Page, name: string): Promise<void> {
  await loadLazyCovers(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`), fullPage: true });
}

/**
 * One of the README's screenshots (with README_SCREENSHOTS=1): the viewport at `top`, per width, as a 256-colour
 * PNG so that it stays small.
 */
async function readmeShot(page: Page, name: string, top = 0): Promise<void> {
  if (!process.env.README_SCREENSHOTS) return;
  if (top > 0) await page.evaluate((y) => window.scrollTo(0, y), top);
  const width = page.viewportSize()?.width ?? 1280;
  fs.mkdirSync(README_SHOTS, { recursive: true });
  await sharp(await page.screenshot())
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toFile(path.join(README_SHOTS, `${name}-${width}.png`));
}

async function setDark(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((on) => {
    localStorage.setItem('vite-ui-theme', on ? 'dark' : 'light');
    localStorage.setItem('darkMode', on ? 'enabled' : 'disabled');
  }, dark);
}

/**
 * The novel cover inside `scope` is shown: the frame scrolled near the viewport (covers load lazily), the image
 * decoded at 300x450, drawn with a height above 0 at 2:3 and fully opaque, and no placeholder icon left.
 */
async function expectCover(scope: Locator): Promise<void> {
  const frame = scope.locator('[data-slot="novel-cover"]').first();
  await frame.scrollIntoViewIfNeeded();
  const image = frame.locator('img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && getComputedStyle(img).opacity === '1'))
    .toBe(true);
  const drawn = await image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { natural: [img.naturalWidth, img.naturalHeight], width: box.width, height: box.height };
  });
  expect(drawn.natural).toEqual([300, 450]);
  expect(drawn.height).toBeGreaterThan(0);
  expect(drawn.height / drawn.width).toBeCloseTo(1.5, 1);
  await expect(frame.locator('svg.lucide-book-open')).toHaveCount(0);
}

/** The list item, card or row of a list that names the novel. */
const itemNaming = (page: Page, title: string) =>
  page
    .locator('li, article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .last();

test('a visitor sees the drawn demo covers, in both themes', async ({ page }) => {
  // The sign-up invitation (once per session) would cover the page: mark it as shown.
  await page.addInitScript(() => sessionStorage.setItem('inkshelf-signup-invite-shown', '1'));
  for (const dark of [false, true]) {
    await page.goto('/');
    await setDark(page, dark);
    await page.reload();
    // Every demo novel has a cover. Other browser tests add novels of their own (without covers) to the latest
    // list, so the demo novels are found by name there, and the top list (by views) starts with them.
    const latest = page.getByRole('list', { name: 'Latest Fan-Fics' });
    await expect(latest.getByRole('article').first()).toBeVisible();
    const demoCards = latest.getByRole('article').filter({ hasText: /Ashes of the Verdant Court|Starlight Salvage/ });
    for (const card of await demoCards.all()) await expectCover(card);
    const topRows = page.getByRole('list', { name: 'Top Fan-Fics' }).getByRole('listitem');
    for (const row of (await topRows.all()).slice(0, 3)) await expectCover(row);
    await shoot(page, dark ? 'visitor-home-dark' : 'visitor-home');
    // The README shows the covers: the page from just above the latest fan-fics.
    const top = await page.getByRole('heading', { name: 'Latest Fan-Fics' }).evaluate((heading) => {
      const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      return heading.getBoundingClientRect().top + window.scrollY - header - 24;
    });
    await readmeShot(page, dark ? 'home-dark' : 'home', top);
  }

  // A demo novel's page and a chapter, for the README.
  await setDark(page, false);
  await page.goto('/novels/The%20Lantern%20Keeper%E2%80%99s%20Daughter');
  await expectCover(page.locator('main'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await readmeShot(page, 'novel');
  await page.goto('/novels/The%20Lantern%20Keeper%E2%80%99s%20Daughter/chapters/1');
  await expect(page.getByText('The lantern at Greyhallow had burned').first()).toBeVisible();
  await readmeShot(page, 'chapter');
});

test('an uploaded cover shows on every screen that lists the novel', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const token = `${test.info().project.name}-${Date.now()}`;
  const title = `Saltglass Harbour ${token}`;
  // A tag of its own puts the novel on the first page of its genre (filtered by it) and of its tag page.
  const tag = `Coverglass ${token.slice(-6)}`;
  const username = await registerAuthor(page);

  // A published novel without a cover, and its first chapter.
  const created = await page.request.post('/api/novels', {
    data: {
      title,
      description: 'A glassblower on a salt-white coast keeps a lighthouse lens alive through one last winter.',
      genres: ['Fantasy'],
      tags: [tag],
      contentRating: 'everyone',
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const novel = (await created.json()) as { id: number; coverImage: string | null };
  expect(novel.coverImage).toBeNull();
  const chapter = await page.request.post(`/api/novels/${novel.id}/chapters`, {
    data: {
      title: 'The Lens',
      contentHtml: '<p>The lens was older than the harbour, and far older than the glassblower who tended it.</p>',
      status: 'published',
    },
  });
  expect(chapter.status(), await chapter.text()).toBe(201);

  // Without a cover the novel page shows the placeholder.
  await page.goto(`/novels/${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[data-slot="novel-cover"] svg.lucide-book-open').first()).toBeVisible();
  await expect(page.locator('[data-slot="novel-cover"] img')).toHaveCount(0);

  // Upload a cover through the edit form, cropper included.
  await page.goto(`/author/novels/${novel.id}/edit`);
  const form = page.getByRole('form', { name: 'Edit Novel' });
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await form.locator('input[type="file"]').setInputFiles(await generatedPng(page));
  const crop = page.getByRole('dialog', { name: 'Crop cover' });
  await expect(crop.getByRole('img', { name: 'Image to crop' })).toBeVisible();
  await crop.getByRole('button', { name: 'Use Cover' }).click();
  await expect(crop).toBeHidden();
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(page, 'Novel updated');
  const stored = (await (await page.request.get(`/api/novels/${novel.id}`)).json()) as { coverImage: string };
  expect(stored.coverImage).toMatch(new RegExp(`^/api/novels/${novel.id}/cover\\?v=\\d+$`));

  // Read chapter 1 (the page saves the progress) and bookmark the novel.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/reading-progress') && response.request().method() === 'POST',
  );
  await page.goto(`/novels/${encodeURIComponent(title)}/chapters/1`);
  await expect(page.getByText('The lens was older than the harbour')).toBeVisible();
  expect((await saved).ok()).toBe(true);
  expect((await page.request.post('/api/bookmarks', { data: { novelId: novel.id } })).ok()).toBe(true);
  // Five stars from a reader (an author may not rate their own novel).
  const readerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const reader = await readerContext.newPage();
  await registerByApi(reader);
  const review = await reader.request.post(`/api/novels/${novel.id}/reviews`, {
    data: { rating: 5, content: `Luminous. ${token}` },
  });
  expect(review.ok(), await review.text()).toBe(true);
  await readerContext.close();

  // The novel page.
  await page.goto(`/novels/${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectCover(page.locator('main'));
  await expect(page.getByRole('img', { name: `Cover of ${title}` })).toBeVisible();
  await shoot(page, 'novel');

  // Home: continue reading, the latest cards and latest updates.
  await page.goto('/');
  const continueReading = page.getByRole('region', { name: 'Continue Reading' });
  await expect(continueReading).toContainText(title);
  await expectCover(continueReading);
  await expectCover(page.getByRole('list', { name: 'Latest Fan-Fics' }).locator('li').filter({ hasText: title }));
  await expectCover(
    page.getByRole('list', { name: 'Latest Updates' }).locator(':scope > li').filter({ hasText: title }),
  );
  await shoot(page, 'home');

  // Browse, search, genre (narrowed by the tag), tag and author pages: cards.
  for (const [screen, url] of [
    ['browse', '/browse'],
    ['search', `/search?q=${encodeURIComponent(title)}`],
    ['genre', `/genre/fantasy?tags=${encodeURIComponent(tag)}`],
    ['tag', `/tags/${encodeURIComponent(tag)}`],
    ['author', `/authors/${encodeURIComponent(username)}`],
  ] as const) {
    await page.goto(url);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(card).toBeVisible();
    await expectCover(card);
    await shoot(page, screen);
  }

  // Reading history, bookmarks and the ranking (by rating: a single 5-star review).
  for (const [screen, url] of [
    ['reading-history', '/reading-history'],
    ['bookmarks', '/bookmarks'],
    ['ranking', '/ranking?sortBy=rating'],
  ] as const) {
    await page.goto(url);
    const row = itemNaming(page, title);
    await expect(row).toBeVisible();
    await expectCover(row);
    await shoot(page, screen);
  }

  // The same in the dark theme, on the screens with the most covers.
  await setDark(page, true);
  for (const [screen, url] of [
    ['home-dark', '/'],
    ['novel-dark', `/novels/${encodeURIComponent(title)}`],
  ] as const) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectCover(url === '/' ? page.getByRole('region', { name: 'Continue Reading' }) : page.locator('main'));
    await shoot(page, screen);
  }

  // Leave the catalogue as the demo has it for the specs and widths that come after.
  expect((await page.request.delete(`/api/novels/${novel.id}`)).ok()).toBe(true);
});
