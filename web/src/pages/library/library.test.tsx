/** Library page (issue 19): a tab per shelf (keyboard too), the shelf's novels with 'N new', the follows, signed out. */
import type { LibraryItem } from '@inkshelf/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { forbidFetch, makeNovel, makeUser, renderPage } from '../search/test-kit.tsx';
import LibraryPage from './index.tsx';

afterEach(() => vi.unstubAllGlobals());

const item = (title: string, newChapters: number): LibraryItem => {
  const novel = makeNovel({ title });
  return { novelId: novel.id, shelf: 'reading', updatedAt: novel.updatedAt, newChapters, novel };
};

function render(url = '/library') {
  return renderPage(<LibraryPage />, {
    url,
    path: '/library',
    user: makeUser(),
    seed: (client) => {
      client.setQueryData(queries.listLibrary({ query: { shelf: 'reading' } }).queryKey, [
        item('Salt Road', 3),
        item('Bramble End', 0),
      ]);
      client.setQueryData(queries.listLibrary({ query: { shelf: 'dropped' } }).queryKey, []);
      const followed = makeNovel({ title: 'Followed Tale' });
      client.setQueryData(queries.listFollows().queryKey, [
        {
          kind: 'novel',
          novelId: followed.id,
          authorId: null,
          createdAt: followed.createdAt,
          followerCount: 4,
          novel: followed,
          author: null,
          newChapters: 1,
        },
        {
          kind: 'author',
          novelId: null,
          authorId: 7,
          createdAt: followed.createdAt,
          followerCount: 1,
          novel: null,
          author: { id: 7, username: 'MaraQuill' },
          newChapters: null,
        },
      ]);
    },
  });
}

describe('LibraryPage', () => {
  it('opens on Reading with its novels and their new chapter counts', () => {
    forbidFetch();
    render();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Reading', 'Plan to read', 'Completed', 'Dropped', 'Following']);
    expect(screen.getByRole('tab', { name: 'Reading' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Reading' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Salt Road', 'Bramble End']);
    expect(within(rows[0]!).getByText('3 new')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/new$/)).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and shows the follows', async () => {
    forbidFetch();
    const page = render();
    screen.getByRole('tab', { name: 'Reading' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Following' })).toHaveFocus();
    expect(page.location()).toBe('/library?tab=following');
    const panel = screen.getByRole('tabpanel', { name: 'Following' });
    expect(within(panel).getByRole('link', { name: 'Followed Tale' })).toBeInTheDocument();
    expect(within(panel).getByText('1 new')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'MaraQuill' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Dropped' }));
    expect(screen.getByText('No novels on this shelf yet')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', () => {
    forbidFetch();
    renderPage(<LibraryPage />, { url: '/library', path: '/library', user: null });
    expect(screen.getByText('Please log in to view your library.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
