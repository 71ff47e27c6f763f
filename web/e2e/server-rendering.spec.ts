/**
 * Server-rendered pages in a real browser: without JavaScript a reader opens a novel, reads a chapter and follows
 * next, previous and the chapter list as plain links; with JavaScript the page hydrates without console errors
 * (no hydration mismatch, nothing refused by the CSP) and without fetching again what the HTML came with.
 */
import { expect, test, type Page } from '@playwright/test';
import { isMobile } from './support.ts';

const NOVEL = 'Letters to the Lighthouse';
const NOVEL_PATH = `/novels/${encodeURIComponent(NOVEL)}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader opens a novel, reads a chapter and follows next, previous and the chapter list', async ({ page }) => {
    await page.goto(NOVEL_PATH);
    await expect(page).toHaveTitle(`${NOVEL} - Inkshelf`);
    await expect(page.getByRole('heading', { level: 1, name: NOVEL })).toBeVisible();
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
    await expect(page.getByRole('img', { name: `Cover of ${NOVEL}` })).toBeVisible();

    // The chapter list's rows are links.
    await page.locator(`a[href="${NOVEL_PATH}/chapters/1"]`).first().click();
    await expect(page).toHaveURL(`${NOVEL_PATH}/chapters/1`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstText = await page.locator('main').innerText();
    expect(firstText.length).toBeGreaterThan(500);

    await page.getByRole('link', { name: 'Next Chapter' }).click();
    await expect(page).toHaveURL(`${NOVEL_PATH}/chapters/2`);
    await expect(page.getByRole('link', { name: 'Previous Chapter' })).toBeVisible();
    expect(await page.locator('main').innerText()).not.toBe(firstText);

    await page.getByRole('link', { name: 'Previous Chapter' }).click();
    await expect(page).toHaveURL(`${NOVEL_PATH}/chapters/1`);

    // Back to the novel (its chapter list) from the reading page's toolbar.
    await page.getByRole('link', { name: NOVEL }).first().click();
    await expect(page).toHaveURL(NOVEL_PATH);
    await expect(page.locator(`a[href="${NOVEL_PATH}/chapters/2"]`).first()).toBeVisible();
  });

  test('the menu is plain links, and Log In goes to the sign-in page', async ({ page }) => {
    await page.goto('/');
    // The scripted toggle and sign-in buttons are hidden; links stand in for them.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    if (isMobile(page)) {
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Browse' }).click();
      await expect(page).toHaveURL('/browse');
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Log In' }).click();
    } else {
      await expect(menu).toBeHidden();
      await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
    }
    await expect(page).toHaveURL('/auth');
    // The sign-in page is rendered and says what it needs instead of offering buttons that cannot work.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Logging in and creating an account need JavaScript');
    await expect(page.getByRole('button', { name: 'Log In with Email' })).toBeHidden();
  });

  test('the chapter jump is a form, and the comments are shown read-only', async ({ page }) => {
    // A demo novel whose first chapter has a thread of replies.
    const novelPath = `/novels/${encodeURIComponent('Tea and Thunder at Bramble End')}`;
    await page.goto(`${novelPath}/chapters/1`);
    const comments = page.getByRole('region', { name: /^Comments \(\d+\)$/ });
    await expect(comments).toBeVisible();
    const heading = await comments.getByRole('heading').innerText();
    const count = Number(/\d+/.exec(heading)?.[0]);
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(comments.getByRole('article')).toHaveCount(count);
    // Replies sit inside their parent's item.
    const thread = comments.getByRole('listitem').filter({ hasText: 'small clouds on their heads' }).first();
    await expect(thread.getByText('Hester could charge double for the weather.')).toBeVisible();
    await expect(comments.getByText('Turn on JavaScript and log in to comment')).toBeVisible();

    await page.getByRole('combobox', { name: 'Chapter' }).selectOption('2');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(`${novelPath}/chapters/2`);
    await expect(page.getByRole('combobox', { name: 'Chapter' })).toHaveValue('2');
  });

  test('the header search form works as a plain form', async ({ page }) => {
    await page.goto('/browse');
    const search = page.getByRole('search').filter({ visible: true }).first();
    await search.getByRole('searchbox').fill('lighthouse');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=lighthouse');
    await expect(page.locator(`a[href="${NOVEL_PATH}"]`).first()).toBeVisible();
  });
});

/** Console errors and page errors from now on (hydration mismatches and CSP refusals are console errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Paths of the API requests the page makes from now on. */
function collectApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Covers are images, not data.
    if (url.pathname.startsWith('/api/') && !url.pathname.endsWith('/cover')) requests.push(url.pathname + url.search);
  });
  return requests;
}

test.describe('with JavaScript', () => {
  test('a chapter hydrates without errors and without fetching its data again', async ({ page }) => {
    const errors = collectErrors(page);
    const requests = collectApiRequests(page);
    await page.goto(`${NOVEL_PATH}/chapters/1`);
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    await page.waitForLoadState('networkidle');

    expect(errors).toEqual([]);
    // The novel, the chapter, its list and the signed-out user came with the HTML.
    expect(requests.filter((url) => /^\/api\/(?:user|novels\/)/.test(url))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(`${NOVEL} - Inkshelf$`));
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', new RegExp(`${NOVEL_PATH}/chapters/1$`));

    // The app is live: the next chapter is fetched and shown without loading a new document.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Next Chapter' }).click();
    await expect(page).toHaveURL(`${NOVEL_PATH}/chapters/2`);
    await expect.poll(() => requests.some((url) => /\/chapters\/2(?:\?|$)/.test(url))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
    // The first page's canonical URL, cards and JSON-LD do not stay behind to describe this one.
    await expect(canonical).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"], script[type="application/ld+json"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a novel page and the home page hydrate without errors or a second fetch', async ({ page }) => {
    const errors = collectErrors(page);
    const requests = collectApiRequests(page);
    await page.goto(NOVEL_PATH);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => /^\/api\/(?:user|novels\/)/.test(url))).toEqual([]);
    expect(errors).toEqual([]);

    requests.length = 0;
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Latest updates are never fresh (staleTime 0, spec section 9): the browser may revalidate them, nothing else.
    expect(requests.filter((url) => /^\/api\/(?:user|novels)/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the covers above the fold come in the server's HTML, eager and first, and show once loaded", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(NOVEL_PATH, { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(
      /<img[^>]*alt="Cover of Letters to the Lighthouse"[^>]*loading="eager"[^>]*fetchPriority="high"/i,
    );
    // Home: the first four cards of the latest novels that have a cover carry it eagerly, the later ones lazily
    // (novels other tests create have none: the count depends on the catalogue, the rule does not).
    await page.goto('/');
    const loading = await page
      .getByRole('list', { name: 'Latest Fan-Fics' })
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('img')?.getAttribute('fetchpriority') ?? 'no cover'),
      );
    expect(loading.length).toBeGreaterThan(4);
    for (const [index, priority] of loading.entries()) {
      expect(index < 4 ? ['high', 'no cover'] : [null, 'no cover'], `card ${index + 1}`).toContain(priority);
    }

    await page.goto(NOVEL_PATH);
    const cover = page.getByRole('img', { name: `Cover of ${NOVEL}` });
    await expect(cover).toBeVisible();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(300);
    await expect(cover).toHaveCSS('opacity', '1');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the server's content stays through hydration on a slow CPU, ${colorScheme} theme`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.emulateMedia({ colorScheme });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The server's nodes as first parsed: hydration keeps them; a part rendered again on the client replaces them.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const kept = window as unknown as { ssrNodes: Element[] };
          kept.ssrNodes = [...document.querySelectorAll('main h1, main h2, main img, main p')];
        });
      });
      for (const path of ['/', NOVEL_PATH, `${NOVEL_PATH}/chapters/1`]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const { total, replaced } = await page.evaluate(() => {
          const nodes = (window as unknown as { ssrNodes: Element[] }).ssrNodes;
          return { total: nodes.length, replaced: nodes.filter((node) => !node.isConnected).length };
        });
        expect(total, path).toBeGreaterThan(3);
        expect(replaced, `${path}: server-rendered nodes replaced after first paint`).toBe(0);
        await expect(page.locator('html')).toHaveClass(new RegExp(colorScheme));
      }
      expect(errors).toEqual([]);
    });
  }
});
