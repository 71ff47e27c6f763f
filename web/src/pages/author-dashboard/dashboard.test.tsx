/** Dashboard: empty state, novel rows, drafts list confirmations, and comment threads' order. */
import type { Comment } from '@inkshelf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chapterSummaries, queries } from '../../api.ts';
import { AUTHOR, NOVEL, chapterRead, renderRoute, summaryOf, testClient } from '../author-shared/test-support.tsx';
import { groupByChapter, orderedThreads } from './comment-groups.ts';
import AuthorDashboardPage from './index.tsx';

function comment(id: number, novelTitle: string, chapterNumber: number, parentId: number | null = null): Comment {
  return {
    id,
    userId: 1,
    chapterId: chapterNumber * 100 + novelTitle.length,
    content: `comment ${id}`,
    likes: 0,
    parentId,
    createdAt: `2026-11-0${(id % 9) + 1}T10:00:00.000Z`,
    user: { id: 1, username: 'reader' },
    novel: { id: novelTitle.length, title: novelTitle },
    chapter: { id: chapterNumber * 100 + novelTitle.length, chapterNumber, novelId: novelTitle.length },
  };
}

function renderDashboard(
  novels = [NOVEL],
  path = '/author/dashboard',
  chapters = [
    chapterRead({ id: 1, chapterNumber: 1 }),
    chapterRead({ id: 2, chapterNumber: 2, status: 'draft', title: 'Loose Ends' }),
  ],
) {
  const client = testClient();
  client.setQueryData(queries.novelsByAuthor({ params: { authorId: AUTHOR.id } }).queryKey, novels);
  client.setQueryData(chapterSummaries(NOVEL.id).queryKey, chapters.map(summaryOf));
  renderRoute(client, path, '/author/dashboard', <AuthorDashboardPage />);
}

describe('comment threads', () => {
  it('orders threads by novel title then chapter number and keeps replies with their thread', () => {
    const list = [comment(1, 'Zebra', 1), comment(2, 'Apple', 3), comment(3, 'Apple', 1), comment(4, 'Apple', 3, 2)];
    const threads = orderedThreads(list);
    expect(threads.map((t) => t.comment.id)).toEqual([3, 2, 1]);
    const groups = groupByChapter(threads);
    expect(groups.map((g) => [g.novelTitle, g.chapterNumber, g.comments.map((c) => c.id)])).toEqual([
      ['Apple', 1, [3]],
      ['Apple', 3, [2, 4]],
      ['Zebra', 1, [1]],
    ]);
  });
});

describe('My Novels', () => {
  it('shows the empty state', () => {
    renderDashboard([]);
    expect(screen.getByRole('heading', { name: 'No novels yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Novel' })).toHaveAttribute(
      'href',
      '/author/novels/create',
    );
  });

  it('shows a row with status, counts and actions', () => {
    renderDashboard();
    const row = screen.getByRole('listitem', { name: NOVEL.title });
    expect(within(row).getByText('Published')).toHaveClass('bg-green-100');
    expect(row).toHaveTextContent('Views12');
    expect(row).toHaveTextContent('Chapters1');
    expect(within(row).getByRole('link', { name: /Edit Novel/ })).toHaveAttribute(
      'href',
      `/author/novels/${NOVEL.id}/edit`,
    );
    expect(within(row).getByRole('link', { name: `Analytics: ${NOVEL.title}` })).toHaveAttribute(
      'href',
      `/author/novels/${NOVEL.id}/analytics`,
    );
  });

  it("marks a novel and chapters hidden by moderation with the moderator's notes", async () => {
    const hiddenAt = '2026-11-27T08:00:00.000Z';
    renderDashboard([{ ...NOVEL, moderation: { hiddenAt, note: 'Copied from elsewhere' } }], '/author/dashboard', [
      chapterRead({ id: 1, chapterNumber: 1 }),
      chapterRead({
        id: 3,
        chapterNumber: 3,
        title: 'Storm',
        status: 'draft',
        moderation: { hiddenAt, note: 'Needs a warning' },
      }),
    ]);
    const row = screen.getByRole('listitem', { name: NOVEL.title });
    expect(
      within(row)
        .getAllByRole('note', { name: 'Hidden by moderation' })
        .map((note) => note.textContent),
    ).toEqual([
      'Hidden by moderation: Copied from elsewhereOnly you and the moderators can see it.',
      'Hidden by moderation: Needs a warning',
    ]);
    const hidden = within(row).getByRole('list', { name: `Chapters hidden by moderation: ${NOVEL.title}` });
    expect(hidden).toHaveTextContent('Chapter 3: Storm');
    // Kept as a draft, it is marked in the drafts list as well.
    await userEvent.click(within(row).getByRole('button', { name: /^View Drafts/ }));
    const drafts = screen.getByRole('region', { name: 'Drafts' });
    expect(within(drafts).getByRole('note', { name: 'Hidden by moderation' })).toHaveTextContent('Needs a warning');
  });

  it('opens the drafts list from ?showDraftsForNovelId= and confirms before publishing or deleting', async () => {
    const user = userEvent.setup();
    renderDashboard([NOVEL], `/author/dashboard?showDraftsForNovelId=${NOVEL.id}`);
    const drafts = screen.getByRole('region', { name: 'Drafts' });
    expect(within(drafts).getByRole('link', { name: 'Edit Chapter 2: Loose Ends' })).toHaveAttribute(
      'href',
      `/author/novels/${NOVEL.id}/chapters/edit/2`,
    );
    await user.click(within(drafts).getByRole('button', { name: 'Publish Chapter 2: Loose Ends' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Are you sure you want to publish this draft?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(drafts).getByRole('button', { name: 'Delete Chapter 2: Loose Ends' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete this draft?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: /^Hide Drafts/ }));
    expect(screen.queryByRole('region', { name: 'Drafts' })).not.toBeInTheDocument();
  });
});
