/** Browse page: paging through the catalogue with 'Load more', loading, empty and the section 8 error text. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forbidFetch, json, makeNovel, makeUser, renderFilteredPage, requestOf } from '../search/test-kit.tsx';
import { BROWSE_PAGE_SIZE, mergePages } from './browse-list.ts';
import BrowsePage from './index.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('BrowsePage', () => {
  it("loads a page, then the next with 'Load more' until a short page ends the list", async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json(Array.from({ length: BROWSE_PAGE_SIZE }, () => makeNovel())));
    fetch.mockResolvedValueOnce(json([makeNovel({ title: 'The Last One' })]));
    renderFilteredPage(<BrowsePage />, { url: '/browse' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading novels...');
    const grid = await screen.findByRole('list', { name: 'Browse Novels' });
    expect(within(grid).getAllByRole('article')).toHaveLength(BROWSE_PAGE_SIZE);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'The Last One' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map((call) => new URL(requestOf(call).url, 'http://x').search)).toEqual([
      `?limit=${BROWSE_PAGE_SIZE}&offset=0`,
      `?limit=${BROWSE_PAGE_SIZE}&offset=${BROWSE_PAGE_SIZE}`,
    ]);
  });

  it('shows a novel that moved between pages once', () => {
    const novel = makeNovel();
    expect(mergePages([[novel], [novel, makeNovel()]])).toHaveLength(2);
  });

  it('says when the catalogue is empty', async () => {
    forbidFetch().mockResolvedValueOnce(json([]));
    renderFilteredPage(<BrowsePage />, { url: '/browse' });
    expect(await screen.findByRole('heading', { name: 'No novels found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or check back later.')).toBeInTheDocument();
  });

  it("shows 'Error loading novels: Failed to fetch novels: {status}'", async () => {
    forbidFetch().mockResolvedValueOnce(json({ message: 'boom' }, 500));
    renderFilteredPage(<BrowsePage />, { url: '/browse' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading novels: Failed to fetch novels: 500');
  });
});

/** Answers by path (first match of a prefix), and records every request. */
function answerByPath(routes: Record<string, (request: { url: string; method: string; body: unknown }) => Response>) {
  const fetch = forbidFetch();
  fetch.mockImplementation((input, init) => {
    const request = requestOf([input, init]);
    const path = new URL(request.url, 'http://x').pathname;
    const route = Object.keys(routes).find((prefix) => `${request.method} ${path}`.startsWith(prefix));
    return route
      ? Promise.resolve(routes[route]!(request))
      : Promise.reject(new Error(`Unexpected request: ${request.url}`));
  });
  return fetch;
}

const searchOf = (call: Parameters<typeof requestOf>[0]) => new URL(requestOf(call).url, 'http://x').search;
const panel = () => screen.getByRole('complementary', { name: 'Filters' });
const chip = (name: string) => within(panel()).getByRole('link', { name });

/** Unfolds the panel (a <details>: folded until its summary is pressed, as on a phone). */
async function openPanel() {
  await screen.findByRole('list', { name: 'Browse Novels' }).catch(() => undefined);
  await userEvent.click(panel().querySelector('summary')!);
}

describe('BrowsePage filters', () => {
  it('keeps the choices in the URL: chips cycle include, exclude and neutral, and the list follows', async () => {
    const fetch = answerByPath({ 'GET /api/novels': () => json([makeNovel()]) });
    const page = renderFilteredPage(<BrowsePage />, { url: '/browse?status=completed' });
    await openPanel();
    expect(searchOf(fetch.mock.calls[0]!)).toBe(`?limit=${BROWSE_PAGE_SIZE}&offset=0&status=completed`);
    expect(chip('Completed (selected)')).toBeInTheDocument();
    expect(within(panel()).getByText('1 active filter', { selector: 'p' })).toBeInTheDocument();

    await userEvent.click(chip('Drama'));
    expect(page.location()).toBe('/browse?genres=Drama&status=completed');
    await userEvent.click(await within(panel()).findByRole('link', { name: 'Drama (included)' }));
    expect(page.location()).toBe('/browse?excludeGenres=Drama&status=completed');
    await userEvent.click(await within(panel()).findByRole('link', { name: 'Drama (excluded)' }));
    expect(page.location()).toBe('/browse?excludeGenres=&status=completed');
    await screen.findByRole('list', { name: 'Browse Novels' });
    expect(fetch.mock.calls.map((call) => searchOf(call))).toEqual([
      `?limit=${BROWSE_PAGE_SIZE}&offset=0&status=completed`,
      `?genres=Drama&limit=${BROWSE_PAGE_SIZE}&offset=0&status=completed`,
      `?excludeGenres=Drama&limit=${BROWSE_PAGE_SIZE}&offset=0&status=completed`,
    ]);

    // Back to an earlier URL: its list comes from the cache, its chips from the URL.
    page.navigate('/browse?genres=Drama&status=completed');
    expect(await within(panel()).findByRole('link', { name: 'Drama (included)' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('says no novels match the filters and links back to every novel', async () => {
    answerByPath({ 'GET /api/novels': () => json([]) });
    renderFilteredPage(<BrowsePage />, { url: '/browse?genres=Drama&genres=Horror&updatedWithin=7' });
    expect(await screen.findByRole('heading', { name: 'No novels match these filters' })).toBeInTheDocument();
    await openPanel();
    const resets = screen.getAllByRole('link', { name: 'Reset filters' });
    expect(resets.map((link) => link.getAttribute('href'))).toEqual(['/browse', '/browse']);
    expect(chip('Past 7 days (selected)')).toBeInTheDocument();
  });

  it("applies a signed-in reader's saved exclusions when the URL names none, and saves new ones", async () => {
    const fetch = answerByPath({
      'GET /api/users/me/preferences': () => json({ excludedGenres: ['Horror'] }),
      'PUT /api/users/me/preferences': (request) => json(request.body),
      'GET /api/novels': () => json([makeNovel()]),
    });
    const page = renderFilteredPage(<BrowsePage />, { url: '/browse', user: makeUser() });
    await openPanel();
    const lists = () => fetch.mock.calls.filter((call) => requestOf(call).url.startsWith('/api/novels'));
    // The list waited for the default: one request, already without Horror.
    expect(lists().map((call) => searchOf(call))).toEqual([`?excludeGenres=Horror&limit=${BROWSE_PAGE_SIZE}&offset=0`]);
    expect(chip('Horror (excluded)')).toBeInTheDocument();
    expect(screen.getByText('Hidden by your saved default: Horror.')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Never show me these' })).not.toBeInTheDocument();

    // Another genre left out for this view: the exclusions become explicit, and can be saved as the default.
    await userEvent.click(chip('Drama'));
    await userEvent.click(await within(panel()).findByRole('link', { name: 'Drama (included)' }));
    expect(page.location()).toBe('/browse?excludeGenres=Horror&excludeGenres=Drama');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Never show me these' }));
    expect(await within(panel()).findByRole('status')).toHaveTextContent('Saved: Horror, Drama hidden by default.');
    const put = fetch.mock.calls.map((call) => requestOf(call)).find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ excludedGenres: ['Horror', 'Drama'] });
  });

  it('requires a tag picked from the suggestions, then leaves it out, and sends both to the API', async () => {
    const fetch = answerByPath({
      'GET /api/tags': () => json([{ tag: 'LitRPG', count: 4 }]),
      'GET /api/novels': () => json([makeNovel()]),
    });
    const page = renderFilteredPage(<BrowsePage />, { url: '/browse?status=completed' });
    await openPanel();
    await userEvent.type(within(panel()).getByRole('combobox', { name: 'Require a tag' }), 'lit');
    await userEvent.click(await screen.findByRole('option', { name: /LitRPG/ }));
    expect(page.location()).toBe('/browse?tags=LitRPG&status=completed');
    await userEvent.click(await within(panel()).findByRole('link', { name: 'LitRPG (included)' }));
    expect(page.location()).toBe('/browse?excludeTags=LitRPG&status=completed');
    await userEvent.type(within(panel()).getByRole('combobox', { name: 'Leave out a tag' }), 'grim dark{Enter}');
    expect(page.location()).toBe('/browse?excludeTags=LitRPG&excludeTags=grim+dark&status=completed');
    await screen.findByRole('list', { name: 'Browse Novels' });
    const lists = fetch.mock.calls.filter((call) => requestOf(call).url.startsWith('/api/novels'));
    expect(lists.map((call) => searchOf(call)).at(-1)).toBe(
      `?excludeTags=LitRPG&excludeTags=grim+dark&limit=${BROWSE_PAGE_SIZE}&offset=0&status=completed`,
    );
  });

  it('adds a typed tag with the form, and refuses one the API would', async () => {
    answerByPath({ 'GET /api/tags': () => json([]), 'GET /api/novels': () => json([makeNovel()]) });
    const page = renderFilteredPage(<BrowsePage />, { url: '/browse' });
    await openPanel();
    await userEvent.type(within(panel()).getByRole('combobox', { name: 'Require a tag' }), 'x'.repeat(41));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Add required tag' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Each tag must be at most 40 characters');
    expect(page.location()).toBe('/browse');
  });
});
