/**
 * The tag page (issue 37): heading, count, synonyms and feed; the novels 12 per page with Previous/Next links; a
 * synonym's URL replaced by its canonical tag's; unknown tag, empty and error states.
 */
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { forbidFetch, json, makeNovel, renderPage, requestUrl } from '../search/test-kit.tsx';
import TagPage from './index.tsx';
import { tagNovelsQuery } from './tag-page.ts';

afterEach(() => vi.unstubAllGlobals());

const detailKey = (tag: string) => queries.tagDetail({ params: { tag } }).queryKey;
const listKey = (tag: string, page = 1) => tagNovelsQuery(queries, tag, page).queryKey;
const novels = (count: number) => Array.from({ length: count }, () => makeNovel({ tags: ['LitRPG'] }));
const render = (url: string, seed?: (client: QueryClient) => void) =>
  renderPage(<TagPage />, { url, path: '/tags/:tag', seed });

describe('TagPage', () => {
  it('shows the tag, its count, synonyms, feed and a crawlable Next after a full page', () => {
    forbidFetch();
    render('/tags/LitRPG', (client) => {
      client.setQueryData(detailKey('LitRPG'), { tag: 'LitRPG', count: 13, synonyms: ['gamelit', 'litrpg stories'] });
      client.setQueryData(listKey('LitRPG'), novels(12));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'LitRPG' })).toBeInTheDocument();
    expect(screen.getByText('13 novels')).toBeInTheDocument();
    expect(screen.getByText('Also: gamelit, litrpg stories')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Atom feed of novels tagged LitRPG' })).toHaveAttribute(
      'href',
      '/feeds/tags/litrpg.atom',
    );
    const alternate = document.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(alternate).toHaveAttribute('href', '/feeds/tags/litrpg.atom');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tags/LitRPG?page=2');
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(document.title).toBe('Novels tagged LitRPG - Inkshelf');
  });

  it('links back from a later page and has no Next after a short one', () => {
    forbidFetch();
    render('/tags/LitRPG?page=2', (client) => {
      client.setQueryData(detailKey('LitRPG'), { tag: 'LitRPG', count: 13, synonyms: [] });
      client.setQueryData(listKey('LitRPG', 2), novels(1));
    });
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/tags/LitRPG');
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.queryByText(/^Also:/)).not.toBeInTheDocument();
  });

  it("moves a merged synonym's URL to its canonical tag, keeping the page", async () => {
    forbidFetch().mockResolvedValue(json([]));
    const page = render('/tags/gamelit?page=2', (client) => {
      client.setQueryData(detailKey('gamelit'), { tag: 'LitRPG', count: 13, synonyms: ['gamelit'] });
      client.setQueryData(listKey('gamelit', 2), novels(1));
      client.setQueryData(detailKey('LitRPG'), { tag: 'LitRPG', count: 13, synonyms: ['gamelit'] });
      client.setQueryData(listKey('LitRPG', 2), novels(1));
    });
    await waitFor(() => expect(page.location()).toBe('/tags/LitRPG?page=2'));
  });

  it('says when no tag has this name', async () => {
    forbidFetch().mockImplementation((input) =>
      Promise.resolve(requestUrl(input).startsWith('/api/tags/') ? json({ message: 'Tag not found' }, 404) : json([])),
    );
    render('/tags/nothing');
    expect(await screen.findByRole('heading', { name: 'Tag not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all novels' })).toHaveAttribute('href', '/browse');
  });

  it('shows a failed list with Try again', async () => {
    forbidFetch().mockResolvedValueOnce(json({ message: 'boom' }, 500));
    render('/tags/cosy', (client) => client.setQueryData(detailKey('cosy'), { tag: 'cosy', count: 0, synonyms: [] }));
    expect(await screen.findByRole('heading', { name: 'Error loading this tag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the empty state', () => {
    forbidFetch();
    render('/tags/cosy', (client) => {
      client.setQueryData(detailKey('cosy'), { tag: 'cosy', count: 0, synonyms: [] });
      client.setQueryData(listKey('cosy'), []);
    });
    expect(screen.getByRole('heading', { name: 'No novels carry this tag yet' })).toBeInTheDocument();
    expect(screen.getByText('0 novels')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
