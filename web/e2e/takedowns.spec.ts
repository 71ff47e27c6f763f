/**
 * Copyright takedowns (issue 18): a notice with no account, removal by the administrator (gone for readers, marked for
 * its author), the author's counter-notice from the mail's link, and restoration. Desktop project only (@wide): it
 * takes the form at 1280 and 390 px, light and dark.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { registerAuthor } from './author-support.ts';
import { expectAccessible, setTheme, signInByApi } from './support.ts';

const PROSE = 'The orchard kept its brass leaves through every winter, ringing softly.';

/** The notice form at 1280 and 390 px, light and dark (with its messages showing, the longest it gets). */
async function takeScreens(page: Page, testInfo: TestInfo): Promise<void> {
  for (const width of [1280, 390]) {
    for (const dark of [false, true]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto('/copyright');
      await setTheme(page, dark);
      await page.reload();
      const form = page.getByRole('form', { name: 'Send a notice online' });
      await form.getByRole('button', { name: 'Send notice' }).click();
      await expect(form.getByText('Please enter your full name.')).toBeVisible();
      const name = `takedown-form-${width}-${dark ? 'dark' : 'light'}`;
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} is wider than the viewport`).toBeLessThanOrEqual(0);
      await form.screenshot({ path: testInfo.outputPath(`${name}.png`) });
      // The section as a reader comes to it: its heading, the intro and the top of the form.
      await page.locator('#notice-form').evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: testInfo.outputPath(`${name}-section.png`) });
    }
  }
  await setTheme(page, false);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The counter-notice form (signed in as the author) at 1280 and 390 px, light and dark. */
async function counterNoticeScreens(page: Page, caseId: number, testInfo: TestInfo): Promise<void> {
  for (const width of [1280, 390]) {
    for (const dark of [false, true]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.goto(`/copyright?case=${caseId}`);
      await setTheme(page, dark);
      await page.reload();
      const form = page.getByRole('form', { name: 'Send a counter-notice' });
      await form.getByRole('button', { name: 'Send counter-notice' }).click();
      await expect(form.getByText(/Please consent/)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await form.screenshot({ path: testInfo.outputPath(`counter-notice-${width}-${dark ? 'dark' : 'light'}.png`) });
    }
  }
  await setTheme(page, false);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A published novel with one published chapter, by a new author in its own browser context. */
async function authorWithChapter(page: Page): Promise<{ title: string; novelId: number }> {
  await registerAuthor(page);
  const title = `Brass Orchard ${Date.now()}`;
  const created = await page.request.post('/api/novels', {
    data: { title, description: 'An orchard of brass and the town around it.', genres: ['Drama'], status: 'published' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const novelId = ((await created.json()) as { id: number }).id;
  const chapter = await page.request.post(`/api/novels/${novelId}/chapters`, {
    data: { title: 'Winter Leaves', content: PROSE, status: 'published' },
  });
  expect(chapter.status(), await chapter.text()).toBe(201);
  return { title, novelId };
}

test('a visitor files a takedown notice; a moderator removes the chapter and readers no longer see it @wide', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const authorContext = await browser.newContext({ baseURL });
  const author = await authorContext.newPage();
  const { title, novelId } = await authorWithChapter(author);
  const chapterUrl = `${baseURL}/novels/${encodeURIComponent(title)}/chapters/1`;

  await takeScreens(page, testInfo);

  // The visitor: a missing field is named beside it, then the notice goes through.
  await page.goto('/copyright');
  const form = page.getByRole('form', { name: 'Send a notice online' });
  await form.getByLabel('Your full name').fill('Ada Rightsholder');
  await form.getByRole('button', { name: 'Send notice' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Your email address').fill('ada@rights.example');
  await form.getByLabel('Addresses of the material on Inkshelf').fill(chapterUrl);
  await form.getByLabel('The original work').fill('"The Brass Orchard", my novel published in 2019.');
  await form.getByLabel(/good-faith belief/).check();
  await form.getByLabel(/penalty of perjury/).check();
  await form.getByLabel('Signature').fill('Ada Rightsholder');
  await form.getByRole('button', { name: 'Send notice' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Notice received' });
  await expect(confirmation).toContainText(/Notice received: case #\d+/);
  await expect(confirmation).toContainText(/Our moderators review it by \w+ \d+, \d{4}/);
  await expectAccessible(page);
  await confirmation.screenshot({ path: testInfo.outputPath('takedown-confirmation.png') });
  const caseId = Number(/case #(\d+)/.exec((await confirmation.textContent()) ?? '')?.[1]);

  // Readers see the chapter until a moderator acts.
  await page.goto(`/novels/${encodeURIComponent(title)}/chapters/1`);
  await expect(page.getByText(PROSE)).toBeVisible();

  // The demo administrator finds the case in the queue and removes the content.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signInByApi(staff, 'SiteAdmin');
  const queue = await staff.request.get('/api/moderation/takedowns?status=open');
  expect(queue.status()).toBe(200);
  const listed = ((await queue.json()) as { cases: { id: number; targets: { url: string }[] }[] }).cases;
  expect(listed.find((one) => one.id === caseId)?.targets.map((target) => target.url)).toEqual([chapterUrl]);
  const acted = await staff.request.post(`/api/moderation/takedowns/${caseId}/act`, {
    data: { action: 'remove', note: 'Matches the claimant’s published novel.' },
  });
  expect(acted.status(), await acted.text()).toBe(200);

  // Gone for readers: the chapter page and the novel's chapter list.
  await page.goto(`/novels/${encodeURIComponent(title)}/chapters/1`);
  await expect(page.getByText(PROSE)).toHaveCount(0);
  await page.goto(`/novels/${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Winter Leaves')).toHaveCount(0);
  expect((await page.request.get(`/api/novels/${novelId}/chapters/1`)).status()).toBe(403);

  // Kept for its author, marked, with the case in the note.
  const own = await author.request.get(`/api/novels/${novelId}/chapters?view=summary`);
  const chapters = (await own.json()) as { moderation?: { note: string } }[];
  expect(chapters[0]?.moderation?.note).toContain(`Copyright takedown (case #${caseId})`);

  // The author follows the mail's link and sends a counter-notice from the copyright page.
  await counterNoticeScreens(author, caseId, testInfo);
  await author.goto(`/copyright?case=${caseId}#counter-notice`);
  const counter = author.getByRole('form', { name: 'Send a counter-notice' });
  await counter.getByLabel('Your statement').fill('I wrote this chapter myself in 2018; it is not copied.');
  await counter.getByLabel('Your full name').fill('Mara Orchard');
  await counter.getByLabel(/consent to the jurisdiction/).check();
  await counter.getByLabel('Signature').fill('Mara Orchard');
  await counter.getByRole('button', { name: 'Send counter-notice' }).click();
  await expect(author.getByRole('status').filter({ hasText: 'Counter-notice sent' })).toBeVisible();

  // The moderator sees it on the case and restores the chapter: readers have it back.
  const reopened = await staff.request.get('/api/moderation/takedowns?status=open');
  const cases = ((await reopened.json()) as { cases: { id: number; counterNotice: { name: string } | null }[] }).cases;
  expect(cases.find((one) => one.id === caseId)?.counterNotice?.name).toBe('Mara Orchard');
  const restored = await staff.request.post(`/api/moderation/takedowns/${caseId}/act`, {
    data: { action: 'restore', note: 'Counter-notice accepted.' },
  });
  expect(restored.status(), await restored.text()).toBe(200);
  await page.goto(`/novels/${encodeURIComponent(title)}/chapters/1`);
  await expect(page.getByText(PROSE)).toBeVisible();
  await authorContext.close();
  await staffContext.close();
});
