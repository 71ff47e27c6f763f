/**
 * Curated genres and free tags (issue 37): an author ticks genres from the site's list and adds tags through the
 * autocomplete; the novel page links its tags; the tag page lists the novel with its count and feed; Browse leaves the
 * tag out; an administrator merges a synonym, whose URL then leads to the canonical tag. Axe on the form and the tag
 * page. TAGS_SCREENSHOTS=<dir> takes the tag pages, the novel page's tags, Browse with tags and the novel form at 1280
 * and 390 px in both themes (desktop project).
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, registerAuthor } from './author-support.ts';
import { expectAccessible, expectToast, isMobile, signInByApi, everyLook } from './support.ts';

const screenshots = () => (test.info().project.name === 'desktop' ? process.env.TAGS_SCREENSHOTS : undefined);

/** The titles of the Browse cards, once the list has loaded. */
async function browseTitles(page: Page): Promise<string[]> {
  const grid = page.getByRole('list', { name: 'Browse Novels' });
  await expect(page.getByText('Loading novels...')).toHaveCount(0);
  await expect(grid).toBeVisible();
  return grid.getByRole('heading', { level: 2 }).allTextContents();
}

test('an author tags a novel, readers find it by its tag and can leave the tag out; a synonym merges', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const token = `${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const title = `Moth Lanterns ${token}`;
  const tag = `Moth Lamp ${token}`;
  const synonym = `Moth Lamps ${token}`;
  const author = await registerAuthor(page);

  // The form: genres ticked from the list, one tag from the suggestions, two typed.
  await page.goto('/author/novels/create');
  const form = page.getByRole('form', { name: 'Create Novel' });
  await form.getByLabel('Title').fill(title);
  const genres = form.getByRole('group', { name: 'Genres' });
  await expect(genres.getByRole('checkbox', { name: 'Science Fiction' })).toBeVisible();
  await genres.getByRole('checkbox', { name: 'Fantasy' }).check();
  await genres.getByRole('checkbox', { name: 'Mystery' }).check();
  const tags = form.getByRole('combobox', { name: 'Tags' });
  await tags.fill('found fa');
  await form.getByRole('option', { name: /^Found Family/ }).click();
  await tags.fill(`${tag},`);
  await tags.fill(synonym);
  await tags.press('Enter');
  await expect(form.getByRole('list', { name: 'Tags of this novel' }).getByRole('listitem')).toHaveText([
    'Found Family',
    tag,
    synonym,
  ]);
  await form.getByLabel('Synopsis').fill('Moths gather at a lamplighter’s door each night, and one of them can talk.');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Publish Novel' }).click();
  await expectToast(page, 'Novel created');

  // The novel page links its tags beside its genres.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Tags' });
  await expect(chips.getByRole('link')).toHaveText([/Found Family/, new RegExp(tag), new RegExp(synonym)]);
  await chips.getByRole('link', { name: tag, exact: true }).click();

  // Its tag page: the novel, the count and the feed.
  await expect(page).toHaveURL(`/tags/${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { level: 1, name: tag })).toBeVisible();
  await expect(page.getByText('1 novel', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  const feedLink = page.getByRole('link', { name: `Atom feed of novels tagged ${tag}` });
  const feed = await page.request.get((await feedLink.getAttribute('href'))!);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(title);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    `/feeds/tags/${encodeURIComponent(tag.toLowerCase())}.atom`,
  );
  await expectAccessible(page);

  // Browse by Found Family, then with the new tag left out: the novel goes, the others stay.
  await page.goto(`/browse?tags=${encodeURIComponent('Found Family')}`);
  const family = await browseTitles(page);
  expect(family).toContain(title);
  expect(family.length).toBeGreaterThan(1);
  const panel = page.getByRole('complementary', { name: 'Filters' });
  if (isMobile(page)) await panel.locator('summary').click();
  await panel.getByRole('combobox', { name: 'Leave out a tag' }).fill(tag);
  await panel.getByRole('combobox', { name: 'Leave out a tag' }).press('Enter');
  await expect(page).toHaveURL(/excludeTags=Moth\+Lamp/);
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  expect((await browseTitles(page)).sort()).toEqual(family.filter((name) => name !== title).sort());

  // An administrator merges the plural into the tag; the plural's page leads to the tag's.
  await signInByApi(page, 'SiteAdmin');
  await page.goto('/moderation?tab=taxonomy');
  await page.getByRole('combobox', { name: 'Tag to merge' }).fill(synonym);
  await page.getByRole('combobox', { name: 'Into tag' }).fill(tag);
  // The suggestions under the field would cover the button.
  await page.getByRole('combobox', { name: 'Into tag' }).press('Escape');
  await page.getByRole('button', { name: 'Merge Tags' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Merge these tags?' });
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expectToast(page, `"${synonym}" merged into "${tag}"`);
  await page.goto(`/tags/${encodeURIComponent(synonym)}`);
  await expect(page).toHaveURL(`/tags/${encodeURIComponent(tag)}`);
  await expect(page.getByText(new RegExp(`^Also: .*${synonym}`, 'i'))).toBeVisible();

  const dir = screenshots();
  if (dir) {
    await shootTagPage(page, tag, title, dir);
    await signInByApi(page, author, E2E_PASSWORD);
    await shootForm(page, dir);
  }
});

/** A new novel's form with a genre ticked, a tag added and suggestions open, in every look. */
async function shootForm(page: Page, dir: string): Promise<void> {
  await everyLook(page, async (name) => {
    await page.goto('/author/novels/create');
    const form = page.getByRole('form', { name: 'Create Novel' });
    await form.getByLabel('Title').fill('The Lamplighter');
    await form.getByRole('group', { name: 'Genres' }).getByRole('checkbox', { name: 'Fantasy' }).check();
    const tags = form.getByRole('combobox', { name: 'Tags' });
    await tags.fill('Cozy,');
    await tags.fill('s');
    await expect(form.getByRole('option').first()).toBeVisible();
    await page.screenshot({ path: `${dir}/tags-form-${name}.png`, fullPage: true });
  });
}

/** Found Family's page, the merged tag's page, the novel page's chips and Browse with tags, in every look. */
async function shootTagPage(page: Page, tag: string, title: string, dir: string): Promise<void> {
  await everyLook(page, async (name) => {
    await page.goto(`/tags/${encodeURIComponent('Found Family')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Found Family' })).toBeVisible();
    await page.screenshot({ path: `${dir}/tag-page-${name}.png`, fullPage: true });
    await page.goto(`/tags/${encodeURIComponent(tag)}`);
    await expect(page.getByText(/^Also:/)).toBeVisible();
    await page.screenshot({ path: `${dir}/tag-synonym-${name}.png`, fullPage: true });
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('list', { name: 'Tags' })).toBeVisible();
    await page.screenshot({ path: `${dir}/tag-novel-${name}.png` });
    await page.goto('/browse?tags=Found+Family&excludeTags=Space');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    if (isMobile(page)) await panel.locator('summary').click();
    await expect(panel.getByRole('link', { name: 'Space (excluded)' })).toBeVisible();
    await page.screenshot({ path: `${dir}/tag-browse-${name}.png`, fullPage: true });
  });
}
