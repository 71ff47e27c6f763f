/**
 * The studio end to end (built renderer, real handlers on a temporary folder, the real server, stopped and restarted by
 * the test): write offline, 30 s autosave under Playwright's clock, recover the draft after a reload from the kept
 * lists, publish from the queue once the server is back, then meet the conflict view and keep mine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, request, test } from '@playwright/test';
import type { ChapterDraft } from '../src/shared/bridge.ts';
import { bridgeStudio, draftFiles } from './bridge.ts';
import { startServer, type RunningServer } from './server-process.ts';
import {
  DEMO_AUTHOR,
  DEMO_PASSWORD,
  collectPageErrors,
  expectAccessible,
  json,
  shot,
  type ChapterRow,
} from './support.ts';

const OFFLINE_TITLE = `Written offline ${Date.now()}`;
const OFFLINE_TEXT = 'The lighthouse keeper wrote this while the network slept.';

let server: RunningServer | null = null;

test.afterEach(async () => {
  await server?.stop();
  server = null;
});

test('write offline, recover, publish from the queue, resolve a conflict', async ({ page, baseURL }, testInfo) => {
  server = await startServer();
  const serverUrl = server.url;
  const studio = await bridgeStudio(page);
  const pageErrors = collectPageErrors(page);
  const api = await request.newContext({ baseURL: serverUrl });
  try {
    const author = await json<{ id: number }>(await api.get(`/api/users/by-username/${DEMO_AUTHOR}`));
    const novels = await json<{ id: number; title: string }[]>(await api.get(`/api/novels/author/${author.id}`));
    const novel = novels[0];
    if (!novel) throw new Error('the demo author has no novel');
    const firstChapter = (await json<ChapterRow[]>(await api.get(`/api/novels/${novel.id}/chapters?view=summary`)))[0];
    if (!firstChapter) throw new Error('the demo novel has no published chapter');

    // Sign in.
    await page.goto(baseURL ?? '/');
    await page.clock.install();
    await expect(page.getByRole('heading', { name: 'Sign in to Inkshelf Studio' })).toBeVisible();
    await expectAccessible(page, 'sign-in');
    await page.getByLabel('Server address').fill(serverUrl);
    await page.getByLabel('Email or username').fill(DEMO_AUTHOR);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await shot(page, testInfo, '01-sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'My Novels' })).toBeVisible();
    await expect(page.getByTestId('connection-status')).toHaveText('Online');
    const stored = fs.readFileSync(`${studio.dataDir}/credentials.bin`, 'utf8');
    expect(stored.startsWith('fake-cipher:'), 'credentials go through the cipher').toBe(true);
    expect(stored).not.toContain(DEMO_PASSWORD);

    // Open a novel.
    await page.getByRole('button', { name: new RegExp(novel.title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: novel.title })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chapters' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'novel');
    await shot(page, testInfo, '02-novel');

    // The server goes away; write a new chapter offline.
    await server.kill();
    await page.getByRole('button', { name: 'New chapter' }).click();
    await page.getByLabel('Chapter title').fill(OFFLINE_TITLE);
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type(OFFLINE_TEXT);
    await page.clock.fastForward('00:30');
    await expect(page.getByTestId('connection-status')).toHaveText('Offline');
    await expect(page.getByTestId('disk-status')).toHaveText(/^Saved to disk \d+ s ago$/);
    await expectAccessible(page, 'editor');
    await shot(page, testInfo, '03-offline-editor');

    // The draft is on disk, readable, and keyed as a new chapter.
    const files = draftFiles(studio.dataDir);
    expect(files).toHaveLength(1);
    const onDisk = JSON.parse(fs.readFileSync(files[0] ?? '', 'utf8')) as ChapterDraft;
    expect(onDisk.title).toBe(OFFLINE_TITLE);
    expect(onDisk.content).toContain(OFFLINE_TEXT);
    expect(onDisk.key).toMatchObject({ serverUrl, novelId: novel.id, chapterId: null });
    expect(onDisk.key.localId).toMatch(/^local-/);
    expect(onDisk.novelTitle).toBe(novel.title);
    expect(onDisk.pending).toBeNull();

    // Reload (as after a crash): the draft is offered for recovery and opens.
    await page.reload();
    const recovery = page.getByRole('region', { name: 'Recover unsaved work' });
    await expect(recovery).toBeVisible();
    await expect(recovery).toContainText(OFFLINE_TITLE);
    await shot(page, testInfo, '04-recover');

    // Still offline after the reload: My Novels shows the list kept from last time, with a notice, not an error.
    const copyNotice = page.getByTestId('offline-copy-notice');
    await expect(copyNotice).toHaveText(
      /^Offline: showing your novels as of (just now|\d+ minutes? ago)\. It updates when the server answers\.$/,
    );
    await expect(page.getByText('Could not load your novels')).toHaveCount(0);
    const novelButton = page.getByRole('button', { name: new RegExp(novel.title) });
    await expect(novelButton).toBeVisible();
    await expectAccessible(page, 'My Novels offline');
    await shot(page, testInfo, '04b-novels-offline');

    // The novel opens offline: its chapters from the kept list, beside the draft on this computer.
    await novelButton.click();
    await expect(page.getByRole('heading', { level: 1, name: novel.title })).toBeVisible();
    await expect(copyNotice).toHaveText(/^Offline: showing the chapters as of (just now|\d+ minutes? ago)\./);
    const offlineRows = page.getByRole('list', { name: 'Chapters' }).getByRole('listitem');
    await expect(offlineRows.filter({ hasText: firstChapter.title }).first()).toContainText(
      `Chapter ${firstChapter.chapterNumber}: `,
    );
    await expect(offlineRows.filter({ hasText: OFFLINE_TITLE })).toContainText('On this computer');
    await expect(page.getByText('Could not load the chapters')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New chapter', exact: true })).toBeEnabled();
    await expectAccessible(page, 'novel offline');
    await shot(page, testInfo, '04c-novel-offline');
    await recovery.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByLabel('Chapter title')).toHaveValue(OFFLINE_TITLE);
    await expect(editor).toContainText(OFFLINE_TEXT);

    // Publish waits while offline.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByTestId('connection-status')).toHaveText('Offline: 1 chapter waiting');
    await shot(page, testInfo, '05-waiting');
    const waiting = JSON.parse(fs.readFileSync(draftFiles(studio.dataDir)[0] ?? '', 'utf8')) as ChapterDraft;
    expect(waiting.pending).toBe('publish');

    // The server comes back on the same port and database: the queue publishes the chapter by itself.
    server = await startServer();
    expect(server.url).toBe(serverUrl);
    await page.clock.fastForward('00:11');
    await expect(page.getByTestId('connection-status')).toHaveText('Online', { timeout: 30_000 });
    await expect
      .poll(() => draftFiles(studio.dataDir).length, { message: 'the local draft is removed once sent' })
      .toBe(0);
    const chapters = await json<ChapterRow[]>(await api.get(`/api/novels/${novel.id}/chapters?view=summary`));
    const published = chapters.find((chapter) => chapter.title === OFFLINE_TITLE);
    expect(published?.status).toBe('published');
    const read = await json<{ contentHtml: string }>(
      await api.get(`/api/novels/${novel.id}/chapters/${published?.chapterNumber}?format=html`),
    );
    expect(read.contentHtml).toContain(OFFLINE_TEXT);
    await shot(page, testInfo, '06-published');

    // On the website, when it is built.
    if (fs.existsSync(path.resolve(__dirname, '..', '..', 'web', 'dist', 'index.html'))) {
      const site = await page.context().newPage();
      await site.goto(
        `${serverUrl}/novels/${encodeURIComponent(novel.title)}/chapters/${published?.chapterNumber}?format=html`,
      );
      await expect(site.getByText(OFFLINE_TEXT)).toBeVisible();
      await shot(site, testInfo, '07-website');
      await site.close();
    }

    // Open the published chapter in the studio, then someone edits it on the website.
    await page.getByRole('button', { name: novel.title }).click();
    const row = page.getByRole('list', { name: 'Chapters' }).getByRole('listitem').filter({ hasText: OFFLINE_TITLE });
    await expect(row).toContainText('Published');
    await expect(row).not.toContainText('On this computer');
    // Online again: the server's list replaced the kept copy, on screen and in storage.
    await expect(page.getByTestId('offline-copy-notice')).toBeHidden();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('inkshelf-studio:lists:'))
            .map((key) => localStorage.getItem(key) ?? '')
            .join('\n'),
        ),
      )
      .toContain(OFFLINE_TITLE);
    await row.getByRole('button', { name: /^Open/ }).click();
    await expect(page.getByLabel('Chapter title')).toHaveValue(OFFLINE_TITLE);
    const website = await request.newContext({ baseURL: serverUrl });
    await json(await website.post('/api/login', { data: { emailOrUsername: DEMO_AUTHOR, password: DEMO_PASSWORD } }));
    await json(
      await website.put(`/api/novels/${novel.id}/chapters/${published?.chapterNumber}`, {
        data: { contentHtml: '<p>Edited on the website meanwhile.</p>' },
      }),
    );
    await website.dispose();

    // The studio's save meets the newer version: the conflict view, then keep mine.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Mine, from the studio.');
    await page.getByRole('button', { name: 'Save to server' }).click();
    const conflict = page.getByRole('region', { name: 'This chapter changed on the server' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('article', { name: 'Their version' })).toContainText(
      'Edited on the website meanwhile.',
    );
    await expect(conflict.getByRole('article', { name: 'Your version' })).toContainText('Mine, from the studio.');
    await expectAccessible(page, 'conflict');
    await shot(page, testInfo, '08-conflict');
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(conflict).toBeHidden();
    await expect
      .poll(
        async () =>
          (
            await json<{ contentHtml: string }>(
              await api.get(`/api/novels/${novel.id}/chapters/${published?.chapterNumber}?format=html`),
            )
          ).contentHtml,
      )
      .toContain('Mine, from the studio.');
    const final = await json<{ contentHtml: string; status: string }>(
      await api.get(`/api/novels/${novel.id}/chapters/${published?.chapterNumber}?format=html`),
    );
    expect(final.contentHtml).not.toContain('Edited on the website meanwhile.');
    expect(final.status).toBe('published');
    await shot(page, testInfo, '09-kept-mine');
    expect(pageErrors, 'uncaught errors and console errors in the studio').toEqual([]);
  } finally {
    await api.dispose();
    studio.cleanup();
  }
});
