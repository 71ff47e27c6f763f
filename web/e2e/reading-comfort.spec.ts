/**
 * Reading comfort (issue 16, point 4): a line of about 66 characters on a wide screen, settings that change the text
 * and survive a reload, the panel from the keyboard, and axe and screenshots (1280, 390 px) in light, dark and sepia.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, isMobile } from './support.ts';

const CHAPTER_PATH = `/novels/${encodeURIComponent('Letters to the Lighthouse')}/chapters/1`;
const STORAGE_KEY = 'inkshelf-reader-settings';

const sheet = (page: Page) => page.getByRole('region', { name: 'Reading settings' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Reading settings' });
const article = (page: Page) => page.getByRole('article');
const column = (page: Page) => page.getByTestId('chapter-column');
const content = (page: Page) => page.getByTestId('chapter-content');

async function openChapter(page: Page): Promise<void> {
  await page.goto(CHAPTER_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Second Class Post' })).toBeVisible();
}

/**
 * Opens the panel the keyboard way (Enter on its button), so it stays up while focus is inside. The chapter is
 * server-rendered: a press before the page has hydrated reaches no handler (CI saw it once), so it is pressed again
 * while the panel has not appeared.
 */
async function openWithKeyboard(page: Page): Promise<void> {
  await expect(async () => {
    if (!(await sheet(page).isVisible())) {
      await toggle(page).focus();
      await page.keyboard.press('Enter');
    }
    await expect(sheet(page)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** The site's own theme, set the way the site stores it, before any page script runs. */
async function useSiteTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('vite-ui-theme', value);
    localStorage.setItem('darkMode', value === 'dark' ? 'enabled' : 'disabled');
  }, theme);
}

interface LineLength {
  /** The column's width over the width of an average character of the chapter's own text. */
  byWidth: number;
  /** Characters on each full rendered line of the first paragraphs (Range rects), the last line of each left out. */
  lines: number[];
  columnWidth: number;
}

/** Measures the text column in the reading font as rendered. */
async function measureLineLength(page: Page): Promise<LineLength> {
  return page.evaluate(() => {
    const columnElement = document.querySelector<HTMLElement>('[data-testid="chapter-column"]');
    const body = document.querySelector<HTMLElement>('[data-testid="chapter-content"]');
    if (!columnElement || !body) throw new Error('no chapter text');
    const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
    // The chapter's own text on one line, in the same font: its width over its length is the average character.
    const probe = document.createElement('span');
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
    probe.textContent = text;
    body.appendChild(probe);
    const average = probe.getBoundingClientRect().width / text.length;
    probe.remove();

    const lines: number[] = [];
    for (const paragraph of [...body.querySelectorAll('p')].slice(0, 6)) {
      const counts = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        for (let index = 0; index < length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const top = Math.round(rect.top);
          counts.set(top, (counts.get(top) ?? 0) + 1);
        }
      }
      lines.push(...[...counts.values()].slice(0, -1));
    }
    const columnWidth = columnElement.getBoundingClientRect().width;
    return { byWidth: columnWidth / average, lines, columnWidth };
  });
}

/** Full-page screenshot under test-results, after checking that nothing scrolls sideways. */
async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the viewport`).toBeLessThanOrEqual(0);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`reading-comfort-${name}-${width}.png`) });
}

test('a line holds about 66 characters at the default size on a wide screen, and fills a phone', async ({
  page,
}, testInfo) => {
  await openChapter(page);
  const { byWidth, lines, columnWidth } = await measureLineLength(page);
  const mean = lines.reduce((sum, count) => sum + count, 0) / lines.length;
  const report = `${byWidth.toFixed(1)} by width, ${mean.toFixed(1)} per full line (${Math.min(...lines)} to ${Math.max(...lines)}), column ${columnWidth.toFixed(0)} px`;
  testInfo.annotations.push({ type: 'line length', description: report });
  await testInfo.attach('line-length', { body: report, contentType: 'text/plain' });
  await page.screenshot({
    path: testInfo.outputPath(`reading-comfort-chapter-${page.viewportSize()?.width ?? 0}.png`),
    fullPage: true,
  });
  if (isMobile(page)) {
    // Narrower than the limit: the column takes the width the page gives it.
    const available = await page.evaluate(() => window.innerWidth - 32);
    expect(columnWidth).toBeGreaterThanOrEqual(available - 1);
  } else {
    expect(byWidth).toBeGreaterThanOrEqual(60);
    expect(byWidth).toBeLessThanOrEqual(75);
    expect(mean).toBeGreaterThanOrEqual(55);
    expect(Math.max(...lines)).toBeLessThanOrEqual(75);
    // Centred in the page's reading column.
    const [outer, inner] = await Promise.all([article(page).boundingBox(), column(page).boundingBox()]);
    if (!outer || !inner) throw new Error('no layout');
    const left = inner.x - outer.x;
    const right = outer.x + outer.width - (inner.x + inner.width);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
  }
});

test('each reading setting changes the text and survives a reload', async ({ page }) => {
  // An entry from before line height, width and page theme existed still applies.
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, JSON.stringify({ fontFamily: 'Verdana', fontSize: 20 }));
      sessionStorage.setItem('seeded', 'yes');
    }
  }, STORAGE_KEY);
  await openChapter(page);
  await expect(content(page)).toHaveCSS('font-family', /Verdana/);
  await expect(content(page)).toHaveCSS('font-size', '20px');
  await expect(content(page)).toHaveCSS('line-height', '35px');
  await expect(article(page)).not.toHaveAttribute('data-page-theme');
  const mediumWidth = (await column(page).boundingBox())?.width ?? 0;

  await openWithKeyboard(page);
  const panel = sheet(page);
  await panel.getByRole('combobox', { name: 'Font' }).click();
  await page.getByRole('option', { name: 'Georgia' }).click();
  // The font list gives focus back to its button as it closes: the arrow key must wait for that, or it lands there.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(content(page)).toHaveCSS('font-family', /Georgia/);
  const fontSize = panel.getByRole('slider', { name: 'Font size' });
  await fontSize.focus();
  await expect(fontSize).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await panel.getByRole('radio', { name: '2' }).check();
  await panel.getByRole('radio', { name: 'Narrow' }).check();
  await panel.getByRole('radio', { name: 'Sepia' }).check();

  await expect(content(page)).toHaveCSS('font-family', /Georgia/);
  await expect(content(page)).toHaveCSS('font-size', '19px');
  await expect(content(page)).toHaveCSS('line-height', '38px');
  await expect(article(page)).toHaveAttribute('data-page-theme', 'sepia');
  await expect(article(page)).toHaveCSS('background-color', 'rgb(244, 236, 216)');
  await expect(article(page)).toHaveCSS('color', 'rgb(67, 50, 34)');
  const narrowWidth = (await column(page).boundingBox())?.width ?? 0;
  if (!isMobile(page)) expect(narrowWidth).toBeLessThan(mediumWidth);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Second Class Post' })).toBeVisible();
  await expect(content(page)).toHaveCSS('font-family', /Georgia/);
  await expect(content(page)).toHaveCSS('font-size', '19px');
  await expect(content(page)).toHaveCSS('line-height', '38px');
  await expect(article(page)).toHaveAttribute('data-page-theme', 'sepia');
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, STORAGE_KEY)).toEqual(
    { fontFamily: 'Georgia', fontSize: 19, lineHeight: 2, textWidth: 'narrow', pageTheme: 'sepia' },
  );
  await openWithKeyboard(page);
  await expect(sheet(page).getByRole('radio', { name: '2' })).toBeChecked();
  await expect(sheet(page).getByRole('radio', { name: 'Narrow' })).toBeChecked();
  await expect(sheet(page).getByRole('radio', { name: 'Sepia' })).toBeChecked();

  // Wide is wider than medium was (on a phone the screen is the limit), and dark darkens only the text area.
  await sheet(page).getByRole('radio', { name: 'Wide' }).check();
  await sheet(page).getByRole('radio', { name: 'Dark' }).check();
  if (!isMobile(page)) expect((await column(page).boundingBox())?.width ?? 0).toBeGreaterThan(mediumWidth);
  await expect(article(page)).toHaveCSS('background-color', 'rgb(26, 24, 22)');
  await expect(article(page)).toHaveCSS('color', 'rgb(230, 224, 214)');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(251, 250, 247)');
});

/** The spec's fonts; Helvetica shares Arial's metrics by design (both fall back to Arimo), so it is left out. */
const DISTINCT_FONTS = [
  'Georgia',
  'Times New Roman',
  'Arial',
  'Verdana',
  'Courier New',
  'Garamond',
  'Trebuchet MS',
  'Palatino',
  'Bookman',
];

test('each reading font renders as itself, from the system or the site', async ({ page }) => {
  await openChapter(page);
  const measured = await page.evaluate(async (fonts) => {
    const probe = document.createElement('span');
    probe.textContent = 'The quick brown fox jumps over the lazy dog, 1234567890.';
    probe.style.cssText = 'position:absolute;white-space:nowrap;font-size:32px;visibility:hidden';
    document.body.append(probe);
    const result = [];
    for (const font of fonts) {
      // A face that neither the system nor the site provides would load nothing.
      const faces = await document.fonts.load(`32px "${font}"`, probe.textContent ?? '');
      probe.style.fontFamily = `"${font}", cursive`;
      result.push({ font, faces: faces.length, width: probe.getBoundingClientRect().width });
    }
    probe.remove();
    return result;
  }, DISTINCT_FONTS);
  for (const { font, faces } of measured) expect(faces, `${font} has a face`).toBeGreaterThan(0);
  const widths = new Set(measured.map(({ width }) => width.toFixed(1)));
  expect(widths.size, JSON.stringify(measured)).toBe(DISTINCT_FONTS.length);
});

test('the panel from the keyboard: focus moves in, it stays, Escape closes it and focus returns', async ({ page }) => {
  await openChapter(page);
  await openWithKeyboard(page);
  const panel = sheet(page);
  await expect(panel.getByRole('combobox', { name: 'Font' })).toBeFocused();
  // No auto-hide while a keyboard user is inside.
  await page.waitForTimeout(2600);
  await expect(panel).toBeVisible();
  // Tab reaches the choices; the arrow keys change them, not the chapter.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('slider', { name: 'Font size' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('radio', { name: '1.75' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: '2' })).toBeChecked();
  await expect(page).toHaveURL(CHAPTER_PATH);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

  // Escape in the open font list closes the list only; a second Escape closes the panel.
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('combobox', { name: 'Font' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle(page)).toBeFocused();

  // A pointer: a mouse click on the text opens nothing (issue 37); the button opens it without taking focus, and it
  // goes by itself.
  await content(page).click();
  await expect(panel).toBeHidden();
  await toggle(page).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Font' })).not.toBeFocused();
  await expect(panel).toBeHidden({ timeout: 4000 });
});

/** Waits for finite CSS animations (the sheet sliding up) to end, so axe measures the colours at rest. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The site's theme, the reader's page theme (null: none chosen) and the choice the panel shows for them. */
const THEMES = [
  { name: 'light', site: 'light', page: null, shown: 'Light' },
  { name: 'dark', site: 'dark', page: null, shown: 'Dark' },
  { name: 'sepia', site: 'light', page: 'sepia', shown: 'Sepia' },
  { name: 'dark-text-on-light-site', site: 'light', page: 'dark', shown: 'Dark' },
] as const;

for (const theme of THEMES) {
  test(`no serious accessibility problems with the panel open: ${theme.name}`, async ({ page }, testInfo) => {
    if (isMobile(page)) await page.setViewportSize({ width: 390, height: 844 });
    await useSiteTheme(page, theme.site);
    if (theme.page) {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify({ pageTheme: value })), [
        STORAGE_KEY,
        theme.page,
      ] as const);
    }
    await openChapter(page);
    if (theme.page) await expect(article(page)).toHaveAttribute('data-page-theme', theme.page);
    else await expect(article(page)).not.toHaveAttribute('data-page-theme');
    await openWithKeyboard(page);
    // The choice shown is the theme in effect: the site's own when none was chosen.
    await expect(sheet(page).getByRole('radio', { name: theme.shown })).toBeChecked();
    await settleAnimations(page);
    await expectAccessible(page);
    await snap(page, testInfo, theme.name);
  });
}
