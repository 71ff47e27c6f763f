/** Tests of CommentThread: tree rendering, indentation cap, toggles, validation, toasts, likes and deletes. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentThread, type CommentThreadProps } from './comment-thread.tsx';
import { NotifyProvider } from './notify.tsx';
import { makeComment } from './test-fixtures.ts';

const me = { id: 101, username: 'user1' };

function setup(props: Partial<CommentThreadProps> = {}) {
  const notify = vi.fn();
  const handlers = {
    onPost: vi.fn(() => Promise.resolve()),
    onReply: vi.fn(() => Promise.resolve()),
    onLike: vi.fn((id: number) => Promise.resolve({ liked: true, likes: id })),
    onDelete: vi.fn(() => Promise.resolve()),
  };
  const view = render(
    <NotifyProvider notify={notify}>
      <CommentThread comments={[]} currentUser={me} {...handlers} {...props} />
    </NotifyProvider>,
  );
  return { notify, ...handlers, ...props, ...view };
}

const item = (id: number) => document.querySelector<HTMLElement>(`li[data-comment-id="${id}"]`)!;
const own = (id: number) => within(item(id).querySelector('article')!);

describe('CommentThread tree', () => {
  it('renders top level newest first and replies oldest first', () => {
    setup({
      comments: [makeComment(1, null, 0), makeComment(2, null, 5), makeComment(3, 1, 9), makeComment(4, 1, 7)],
    });
    const top = within(screen.getByRole('list', { name: 'Comment threads' }))
      .getAllByRole('listitem')
      .filter((li) => li.dataset.depth === '1');
    expect(top.map((li) => li.dataset.commentId)).toEqual(['2', '1']);
    const replies = within(screen.getByRole('list', { name: 'Replies to user1' })).getAllByRole('listitem');
    expect(replies.map((li) => li.dataset.commentId)).toEqual(['4', '3']);
    expect(screen.getByRole('heading', { name: 'Comments (4)' })).toBeInTheDocument();
  });

  it('caps display depth at 5 and indentation at 16 units for deep chains', () => {
    const chain = [1, 2, 3, 4, 5, 6, 7].map((id) => makeComment(id, id === 1 ? null : id - 1, id));
    setup({ comments: chain });
    expect(chain.map((c) => item(c.id).dataset.displayDepth)).toEqual(['0', '1', '2', '3', '4', '5', '5']);
    expect(chain.map((c) => item(c.id).dataset.indent)).toEqual(['0', '4', '8', '12', '16', '16', '16']);
    // Lists under depth 1..4 add a level of indentation; deeper lists stay flush.
    const list = (parent: number) => item(parent).querySelector(':scope > ul')!;
    expect(list(4)).toHaveClass('pl-2');
    expect(list(5)).not.toHaveClass('pl-2');
    expect(list(6)).not.toHaveClass('pl-2');
  });

  it('shows and hides replies with aria-expanded', async () => {
    setup({ comments: [makeComment(1, null, 0), makeComment(2, 1, 1), makeComment(3, 2, 2)] });
    const toggle = own(1).getByRole('button', { name: 'Hide replies' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Show 2 replies');
    expect(screen.queryByText('Comment 2')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByText('Comment 2')).toBeVisible();
  });

  it('shows loading, error and empty states', () => {
    const { rerender } = setup({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments...');
    rerender(<CommentThread comments={[]} onPost={vi.fn()} onReply={vi.fn()} loadError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load comments.');
    rerender(<CommentThread comments={[]} onPost={vi.fn()} onReply={vi.fn()} currentUser={me} />);
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
  });
});

describe('CommentThread posting', () => {
  it("toggles 'Add a Comment' / 'Cancel Comment'", async () => {
    setup();
    const toggle = screen.getByRole('button', { name: 'Add a Comment' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Cancel Comment');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveFocus();
    await userEvent.click(toggle);
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).toBeNull();
  });

  it("refuses whitespace with 'Comment cannot be empty.'", async () => {
    const { onPost } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Add a Comment' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Comment cannot be empty.');
    expect(onPost).not.toHaveBeenCalled();
  });

  it("reads 'Posting...' while pending, then toasts 'Comment posted' and closes", async () => {
    let resolve!: () => void;
    const onPost = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { notify } = setup({ onPost });
    await userEvent.click(screen.getByRole('button', { name: 'Add a Comment' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), '  Great chapter ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(onPost).toHaveBeenCalledWith('Great chapter');
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    resolve();
    expect(await screen.findByRole('button', { name: 'Add a Comment' })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ title: 'Comment posted' });
  });

  it('keeps the text and toasts the error (or the fallback) when posting fails', async () => {
    const onPost = vi.fn().mockRejectedValueOnce(new Error('429: Too many requests')).mockRejectedValueOnce({});
    const { notify } = setup({ onPost });
    await userEvent.click(screen.getByRole('button', { name: 'Add a Comment' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Error',
      description: '429: Too many requests',
      variant: 'destructive',
    });
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Error',
      description: 'Failed to post comment',
      variant: 'destructive',
    });
  });

  it('asks signed-out visitors to log in and hides posting and replying', () => {
    setup({
      currentUser: null,
      comments: [makeComment(1, null, 0)],
      signInAction: <button type="button">Log In</button>,
    });
    expect(screen.getByText('Please log in to leave a comment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a Comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(own(1).getByRole('button', { name: /^Like comment/ })).toBeDisabled();
  });
});

describe('CommentThread replies', () => {
  it('toggles Reply/Cancel, validates and posts a reply', async () => {
    const { onReply, notify } = setup({ comments: [makeComment(1, null, 0)] });
    const toggle = own(1).getByRole('button', { name: 'Reply' });
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Cancel');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Reply cannot be empty.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to user1' }), 'Agreed');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(onReply).toHaveBeenCalledWith(1, 'Agreed');
    expect(notify).toHaveBeenCalledWith({ title: 'Reply posted' });
    expect(screen.queryByRole('textbox', { name: 'Reply to user1' })).toBeNull();
  });

  // Reply stays offered on the fifth reply too: answering it is what brings the spec's 'Reply Depth Reached' toast.
  it('offers Reply on every comment of a chain, the fifth reply included', async () => {
    // A top-level comment (1) and five replies, each answering the one before (2 to 6).
    const chain = [1, 2, 3, 4, 5, 6].map((id) => makeComment(id, id === 1 ? null : id - 1, id));
    const { onReply } = setup({ comments: chain });
    const offered = chain.map((c) => own(c.id).queryByRole('button', { name: 'Reply' }) !== null);
    expect(offered).toEqual([true, true, true, true, true, true]);
    // Answering the fourth reply makes a fifth: still allowed.
    await userEvent.click(own(5).getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to user5' }), 'Fifth');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(onReply).toHaveBeenCalledWith(5, 'Fifth');
  });

  it("shows the 'Reply Depth Reached' toast when the server refuses the depth", async () => {
    const onReply = vi.fn(() =>
      Promise.reject(new Error('400: Maximum reply depth of 5 reached for this comment chain.')),
    );
    const { notify } = setup({ comments: [makeComment(1, null, 0)], onReply });
    await userEvent.click(own(1).getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to user1' }), 'Deeper');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Reply Depth Reached',
      description: "We've gone soo deep, we found bottom of the internet. Time to start fresh. PS: start a new reply",
      variant: 'destructive',
    });
  });

  it("falls back to 'Failed to post reply'", async () => {
    const { notify } = setup({
      comments: [makeComment(1, null, 0)],
      onReply: vi.fn(() => Promise.reject(new Error(''))),
    });
    await userEvent.click(own(1).getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to user1' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to post reply',
      variant: 'destructive',
    });
  });
});

describe('CommentThread likes and deletes', () => {
  it('toggles like state and count from the server answer', async () => {
    const onLike = vi
      .fn()
      .mockResolvedValueOnce({ liked: false, likes: 2 })
      .mockResolvedValueOnce({ liked: true, likes: 3 });
    setup({ comments: [makeComment(1, null, 0, { likes: 3 })], likedIds: [1], onLike });
    const like = own(1).getByRole('button', { name: /^Like comment by user1/ });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Like comment by user1, 3 likes');
    await userEvent.click(like);
    expect(onLike).toHaveBeenCalledWith(1);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleName('Like comment by user1, 2 likes');
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('3');
  });

  it('shows delete only where canDelete allows and toasts the result', async () => {
    const onDelete = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error(''));
    const { notify } = setup({
      comments: [makeComment(1, null, 0), makeComment(2, null, 1)],
      canDelete: (comment) => comment.userId === me.id,
      onDelete,
    });
    expect(own(2).queryByRole('button', { name: /^Delete/ })).toBeNull();
    const remove = own(1).getByRole('button', { name: 'Delete comment by user1' });
    await userEvent.click(remove);
    expect(onDelete).toHaveBeenCalledWith(1);
    expect(notify).toHaveBeenLastCalledWith({ title: 'Comment deleted' });
    await userEvent.click(remove);
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Error',
      description: 'Failed to delete comment',
      variant: 'destructive',
    });
  });

  it("offers Report on others' comments only, and only when signed in", async () => {
    const onReport = vi.fn();
    setup({ comments: [makeComment(1, null, 0), makeComment(2, null, 1)], onReport });
    expect(own(1).queryByRole('button', { name: /^Report/ })).toBeNull();
    await userEvent.click(own(2).getByRole('button', { name: /^Report comment by/ }));
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it("marks a comment hidden by moderation (sent to its writer alone) with the moderator's note", () => {
    const hidden = { ...makeComment(1, null, 0), moderation: { hiddenAt: new Date().toISOString(), note: 'Spam' } };
    setup({ comments: [hidden, makeComment(2, null, 1)] });
    expect(own(1).getByRole('note', { name: 'Hidden by moderation' })).toHaveTextContent('Hidden by moderation: Spam');
    expect(own(2).queryByRole('note')).toBeNull();
  });

  it('offers no Report to signed-out visitors', () => {
    setup({ comments: [makeComment(2, null, 1)], onReport: vi.fn(), currentUser: null });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });

  it('renders extra links per comment through renderLink', () => {
    setup({
      comments: [makeComment(1, null, 0)],
      commentLinks: () => [{ to: '/novels/A/chapters/2', label: 'Chapter 2' }],
    });
    expect(screen.getByRole('link', { name: 'Chapter 2' })).toHaveAttribute('href', '/novels/A/chapters/2');
  });
});
