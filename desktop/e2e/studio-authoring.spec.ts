/**
 * The studio online: an unreadable draft file is moved aside, a chapter is saved as a server draft, previewed and
 * restored from a snapshot, a conflict is settled both ways (mine stays in Snapshots); sign out revokes the token but
 * keeps the local drafts, and a reader is shown how to become an author.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, request, test } from '@playwright/test';
import { serverFolderName } from '../src/main/handlers/drafts/paths.ts';
import { bridgeStudio, draftFiles } from './bridge.ts';
import { startServer, type RunningServer } from './server-process.ts';
import {
  DEMO_AUTHOR,
  DEMO_PASSWORD,
  DEMO_READER,
  collectPageErrors,
  expectAccessible,
  json,
  shot,
  signInToStudio,
  type ChapterRow,
} from './support.ts';

let server: RunningServer | null = null;

test.afterEach(async () => {
  await server?.stop();
  server = null;
});

test('create a novel, save a draft, preview, snapshots, take theirs, sign out', async ({ page, baseURL }, testInfo) => {
  server = await startServer();
  const serverUrl = server.url;
  const studio = await bridgeStudio(page);
  const pageErrors = collectPageErrors(page);
  const api = await request.newContext({ baseURL: serverUrl });
  try {
    // A draft file that cannot be read, as after a disk fault.
    const folder = path.join(studio.dataDir, 'drafts', serverFolderName(serverUrl));
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'n999-c999.json'), '{"title": "half writ');

    await page.goto(baseURL ?? '/');
    await page.clock.install();
    await signInToStudio(page, serverUrl);
    const notice = page.getByRole('alert', { name: 'Some draft files could not be read' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('n999-c999.json');
    await expect(notice).toContainText('drafts/corrupt/');
    await expect(notice.getByRole('listitem')).toHaveCount(1);
    await shot(page, testInfo, '01-unreadable-draft');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();

    // Dark mode is a setting of the app, and the screen stays accessible in it.
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page, 'My Novels in dark mode');
    await shot(page, testInfo, '01b-dark');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    // Create a novel.
    const title = `Studio novel ${Date.now()}`;
    await page.getByRole('button', { name: 'Create novel' }).click();
    await expect(page.getByRole('heading', { name: 'Create novel' })).toBeFocused();
    await page.getByLabel('Title').fill(title);
    // Genres come from the site's curated list; anything else is a tag.
    await page.getByRole('checkbox', { name: 'Fantasy', exact: true }).check();
    await page.getByLabel('Tags').fill('Sea, Lighthouses, sea');
    await page.getByLabel('Synopsis').fill('A keeper of lighthouses writes letters to the sea.');
    await page.getByLabel('Teen').check();
    await page.getByLabel('Strong language').check();
    await expectAccessible(page, 'create novel');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const me = await json<{ id: number }>(await api.get(`/api/users/by-username/${DEMO_AUTHOR}`));
    const mine = await json<{ id: number; title: string; genres: string[]; status: string }[]>(
      await api.get(`/api/novels/author/${me.id}`),
    );
    // Drafts are the owner's only: the anonymous list must not show it, so read it as the owner.
    const website = await request.newContext({ baseURL: serverUrl });
    await json(await website.post('/api/login', { data: { emailOrUsername: DEMO_AUTHOR, password: DEMO_PASSWORD } }));
    const owned = await json<typeof mine>(await website.get(`/api/novels/author/${me.id}`));
    const novel = owned.find((item) => item.title === title);
    expect(novel).toMatchObject({
      genres: ['Fantasy'],
      tags: ['Sea', 'Lighthouses'],
      status: 'draft',
      contentRating: 'teen',
      contentWarnings: ['profanity'],
    });
    expect(mine.some((item) => item.title === title)).toBe(false);
    if (!novel) throw new Error('novel not created');

    // A new chapter, saved to the server as a draft.
    await page.getByRole('button', { name: 'New chapter' }).click();
    await page.getByLabel('Chapter title').fill('Letters');
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('First version.');
    await page.getByRole('button', { name: 'Save draft to server' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chapter 1' })).toBeVisible();
    await expect.poll(() => draftFiles(studio.dataDir).length).toBe(0);
    const [saved] = await json<ChapterRow[]>(await website.get(`/api/novels/${novel.id}/chapters?view=summary`));
    expect(saved).toMatchObject({ title: 'Letters', status: 'draft', chapterNumber: 1 });

    // Snapshots: the 30 s autosave takes one, leaving the editor another.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Still first.');
    await page.clock.fastForward('00:30');
    await expect(page.getByTestId('disk-status')).toHaveText(/^Saved to disk \d+ s ago$/);
    await page.keyboard.type(' Second version.');
    await page.getByRole('button', { name: title }).click();
    const row = page.getByRole('list', { name: 'Chapters' }).getByRole('listitem').filter({ hasText: 'Letters' });
    await expect(row).toContainText('On this computer');
    await row.getByRole('button', { name: /^Open/ }).click();
    await expect(editor).toContainText('Second version.');

    // Preview with the reader's component.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Letters' })).toBeVisible();
    await expect(preview).toContainText('First version. Still first. Second version.');
    await expectAccessible(page, 'preview');
    await shot(page, testInfo, '02-preview');
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Snapshots' }).click();
    const snapshots = page.getByRole('dialog', { name: 'Snapshots' });
    const items = snapshots.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expectAccessible(page, 'snapshots');
    await shot(page, testInfo, '03-snapshots');
    await items
      .last()
      .getByRole('button', { name: /^Restore/ })
      .click();
    await expect(snapshots).toBeHidden();
    await expect(editor).toContainText('First version. Still first.');
    await expect(editor).not.toContainText('Second version.');

    // Someone edits it on the website; the studio's save meets the conflict: copy mine, then take theirs.
    await json(
      await website.put(`/api/novels/${novel.id}/chapters/1`, { data: { contentHtml: '<p>The website version.</p>' } }),
    );
    await page.getByRole('button', { name: 'Save draft to server' }).click();
    const conflict = page.getByRole('region', { name: 'This chapter changed on the server' });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Copy mine' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('First version. Still first.');
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await expect(conflict).toBeHidden();
    await expect(editor).toContainText('The website version.');
    const after = await json<ChapterRow>(await website.get(`/api/novels/${novel.id}/chapters/1?format=html`));
    expect(after.contentHtml).toBe('<p>The website version.</p>');
    await page.getByRole('button', { name: 'Snapshots' }).click();
    await expect(snapshots.getByRole('listitem').first()).toBeVisible();
    expect(await snapshots.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await snapshots.getByRole('button', { name: 'Close' }).click();

    // Sign out: the token is revoked, the credentials are gone, local drafts stay, the lists kept for offline go.
    const keptLists = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('inkshelf-studio:lists:')).length);
    expect(await keptLists()).toBeGreaterThan(0);
    const before = draftFiles(studio.dataDir).length;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Inkshelf Studio' })).toBeVisible();
    await expect(page.getByLabel('Server address')).toHaveValue(serverUrl);
    expect(fs.existsSync(path.join(studio.dataDir, 'credentials.bin'))).toBe(false);
    expect(draftFiles(studio.dataDir)).toHaveLength(before);
    expect(await keptLists()).toBe(0);

    // A reader account learns how to become an author, on the website.
    await page.getByLabel('Email or username').fill(DEMO_READER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The studio is for authors.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create novel' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open my profile on the website' }).click();
    await expect.poll(() => studio.opened).toEqual([`${serverUrl}/profile`]);
    await expectAccessible(page, 'reader');
    await website.dispose();
    expect(pageErrors, 'uncaught errors and console errors in the studio').toEqual([]);
  } finally {
    await api.dispose();
    studio.cleanup();
  }
});
