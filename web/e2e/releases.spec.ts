/**
 * Issue 33's scheduled releases in the website: an author schedules a chapter in a zone of their choosing (kept on
 * the account), finds it in the dashboard's queue at that wall-clock time, moves it, and publishes it early; readers
 * see nothing of it until then. Screenshots of the scheduling form and the queue in both themes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAuthor, typeInEditor } from './author-support.ts';
import { expectAccessible, expectToast, setTheme } from './support.ts';

const ZONE = 'Europe/Berlin';

/** A day ahead as YYYY-MM-DD in ZONE. */
const dayInZone = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

/** An instant as ZONE's wall clock, 'YYYY-MM-DD HH:mm', read independently of the page (Intl). */
function wallClock(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

async function publishAtOf(page: Page, novelId: number): Promise<string | undefined> {
  const listed = await page.request.get(`/api/novels/${novelId}/chapters?view=summary`);
  return ((await listed.json()) as { publishAt?: string }[])[0]?.publishAt;
}

/** The page in both themes, once `ready` shows again after the reload. */
async function shoot(page: Page, name: string, ready: Locator): Promise<void> {
  for (const dark of [false, true]) {
    await setTheme(page, dark);
    await page.reload();
    await expect(ready).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${name}-${dark ? 'dark' : 'light'}.png`), fullPage: true });
  }
  await setTheme(page, false);
}

test('an author schedules a chapter in their zone, reschedules it and publishes it early', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerAuthor(page);
  const title = `Tidewatch ${test.info().project.name}-${Date.now()}`;
  const created = await page.request.post('/api/novels', {
    data: {
      title,
      description: 'A lighthouse keeper counts the ships that never arrive.',
      genres: ['Drama'],
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const novelId = ((await created.json()) as { id: number }).id;

  await page.goto(`/author/novels/${novelId}/chapters/create`);
  await page.getByLabel('Chapter title').fill('The Seventh Bell');
  await typeInEditor(page, 'At dusk the bell rang seven times, and nobody had pulled the rope.');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByLabel('Your time zone').selectOption(ZONE);
  await expectToast(page, 'Time zone saved');
  const first = `${dayInZone(2)}T18:00`;
  await page.getByLabel('Release at').fill(first);
  await expect(page.getByText(/^Scheduled for .* 6:00 PM \(Europe\/Berlin\)$/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('schedule-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Schedule Release' }).click();
  await expectToast(page, 'Chapter scheduled');

  // The queue on the dashboard, at the wall-clock time chosen; the zone is kept on the account.
  await expect(page).toHaveURL(new RegExp(`showDraftsForNovelId=${novelId}`));
  const queue = page.getByRole('region', { name: 'Scheduled chapters' });
  await expect(queue.getByText(/Scheduled for .* 6:00 PM/)).toBeVisible();
  expect(wallClock((await publishAtOf(page, novelId))!)).toBe(first.replace('T', ' '));
  expect(((await (await page.request.get('/api/user')).json()) as { timeZone: string }).timeZone).toBe(ZONE);
  await expectAccessible(page);
  // On a wide screen the row's three actions share one line (Cancel schedule used to wrap under the others at
  // 1280 px); on a phone they wrap rather than push the page wider than the screen.
  const actions = ['Reschedule', 'Publish now', 'Cancel schedule'].map((action) =>
    queue.getByLabel(`${action} Chapter 1: The Seventh Bell`),
  );
  const tops = await Promise.all(actions.map(async (action) => Math.round((await action.boundingBox())!.y)));
  if (test.info().project.name === 'desktop') expect(new Set(tops).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'schedule-queue', queue.getByText(/Scheduled for/));

  // Readers find nothing of it.
  const reader = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await reader.request.get(`/api/novels/${novelId}/chapters/1`)).status()).toBe(404);

  // Moved to another evening in the editor: the form opens on the stored time.
  await queue.getByRole('link', { name: 'Reschedule Chapter 1: The Seventh Bell' }).click();
  await expect(page.getByLabel('Release at')).toHaveValue(first);
  const second = `${dayInZone(3)}T20:30`;
  await page.getByLabel('Release at').fill(second);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Chapter scheduled');
  await expect.poll(async () => wallClock((await publishAtOf(page, novelId)) ?? '')).toBe(second.replace('T', ' '));

  // Published early from the queue; now readers have it.
  await page.goto(`/author/dashboard?showDraftsForNovelId=${novelId}`);
  await page.getByRole('button', { name: 'Publish now Chapter 1: The Seventh Bell' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expectToast(page, 'Chapter published');
  await expect(page.getByRole('region', { name: 'Scheduled chapters' })).toHaveCount(0);
  expect((await reader.request.get(`/api/novels/${novelId}/chapters/1`)).status()).toBe(200);
  await reader.close();
});
