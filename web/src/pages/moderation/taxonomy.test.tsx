/**
 * /moderation?tab=taxonomy (administrators, issue 37): the curated genres with their counts, added, renamed and deleted
 * (the server's 409 shown when novels use one), and a tag merged into another after a check and a confirmation.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@inkshelf/ui/toast';
import { queries } from '../../api.ts';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import ModerationPage from './index.tsx';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ id: 3, username: 'SiteAdmin', role: 'admin' });
type Request = ReturnType<typeof requestOf>;

/** Answers `METHOD /path` (the first route a request starts with) and records every request. */
function server(routes: Record<string, (request: Request) => Response>) {
  const requests: Request[] = [];
  forbidFetch().mockImplementation((input, init) => {
    const request = requestOf([input, init]);
    requests.push(request);
    const target = `${request.method} ${new URL(request.url, 'http://x').pathname}`;
    const route = Object.keys(routes).find((prefix) => target.startsWith(prefix));
    return route ? Promise.resolve(routes[route]!(request)) : Promise.reject(new Error(`Unexpected: ${target}`));
  });
  return requests;
}

const render = (genres = [{ genre: 'Drama', count: 3 }]) =>
  renderPage(<ModerationPage />, {
    url: '/moderation?tab=taxonomy',
    path: '/moderation',
    user: admin,
    seed: (client) => client.setQueryData(queries.listGenres().queryKey, genres),
  });

describe('genres', () => {
  it('lists the genres with their novels and adds one', async () => {
    const requests = server({
      'POST /api/genres': () => json({ genre: 'Wuxia', count: 0 }, 201),
      'GET /api/genres': () =>
        json([
          { genre: 'Drama', count: 3 },
          { genre: 'Wuxia', count: 0 },
        ]),
      'GET /api/novels': () => json([]),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Genres' });
    expect(list).toHaveTextContent('Drama3 novels');
    await userEvent.type(screen.getByLabelText('New genre'), ' Wuxia ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Genre' }));
    expect(await within(list).findByText('Wuxia')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/genres', body: { name: 'Wuxia' } });
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Genre "Wuxia" added']);
  });

  it('renames a genre on every novel', async () => {
    const requests = server({
      'PUT /api/genres/': () => json({ genre: 'Stage Drama', count: 3 }),
      'GET /api/genres': () => json([{ genre: 'Stage Drama', count: 3 }]),
      'GET /api/novels': () => json([]),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Drama' }));
    const input = screen.getByLabelText('New name for Drama');
    expect(input).toHaveValue('Drama');
    await userEvent.clear(input);
    await userEvent.type(input, 'Stage Drama{Enter}');
    expect(await screen.findByText('Stage Drama')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'PUT', url: '/api/genres/Drama', body: { name: 'Stage Drama' } });
  });

  it("shows the server's refusal to delete a genre novels use", async () => {
    const message = MESSAGES.errors.genreInUse(3);
    server({ 'DELETE /api/genres/': () => json({ message }, 409) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Drama' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this genre?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});

describe('merging tags', () => {
  it('checks the pair, asks, merges and shows the canonical tag', async () => {
    const requests = server({
      'GET /api/tags': () => json([{ tag: 'litrpg', count: 2 }]),
      'POST /api/tags/': () => json({ tag: 'GameLit', count: 5, synonyms: ['litrpg'] }),
      'GET /api/novels': () => json([]),
    });
    render();
    const from = screen.getByRole('combobox', { name: 'Tag to merge' });
    await userEvent.type(from, 'lit');
    await userEvent.click(await screen.findByRole('option', { name: /litrpg/ }));
    expect(from).toHaveValue('litrpg');

    const into = screen.getByRole('combobox', { name: 'Into tag' });
    await userEvent.type(into, 'LitRPG');
    await userEvent.click(screen.getByRole('button', { name: 'Merge Tags' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.errors.tagMergeIntoItself);

    await userEvent.clear(into);
    await userEvent.type(into, 'GameLit');
    await userEvent.click(screen.getByRole('button', { name: 'Merge Tags' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Merge these tags?' });
    expect(dialog).toHaveTextContent('"litrpg" into "GameLit"');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('GameLit: 5 novels; also litrpg.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      url: '/api/tags/litrpg/merge',
      body: { into: 'GameLit' },
    });
  });
});
