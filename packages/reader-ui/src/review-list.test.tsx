/** Tests of ReviewList and ReviewItem: stars, delete permission, delete toasts, empty state. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotifyProvider } from './notify.tsx';
import { ReviewItem, ReviewList, type ReviewItemData } from './review-list.tsx';

const reviews: ReviewItemData[] = [
  { id: 1, content: 'Mine', rating: 4, createdAt: new Date().toISOString(), user: { id: 7, username: 'ana' } },
  { id: 2, content: 'Theirs', rating: 2, createdAt: new Date().toISOString(), user: { id: 8, username: 'bo' } },
];

describe('ReviewList', () => {
  it('shows each review and a delete button only where allowed', () => {
    render(<ReviewList reviews={reviews} canDelete={(r) => r.user.id === 7} onDelete={vi.fn()} />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Delete review by ana' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
  });

  it('toasts after deleting, and the fallback on failure', async () => {
    const notify = vi.fn();
    const onDelete = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error(''));
    render(
      <NotifyProvider notify={notify}>
        <ReviewList reviews={reviews} canDelete={() => true} onDelete={onDelete} />
      </NotifyProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete review by bo' }));
    expect(onDelete).toHaveBeenCalledWith(2);
    expect(notify).toHaveBeenLastCalledWith({ title: 'Review deleted' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete review by bo' }));
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Error',
      description: 'Failed to delete review',
      variant: 'destructive',
    });
  });

  it('has an empty state', () => {
    render(<ReviewList reviews={[]} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
  });

  it('offers Report where the page allows it, and marks a review hidden by moderation with the note', async () => {
    const onReport = vi.fn();
    const hidden = { ...reviews[0]!, moderation: { hiddenAt: new Date().toISOString(), note: 'Off topic' } };
    render(<ReviewList reviews={[hidden, reviews[1]!]} canReport={(r) => r.user.id !== 7} onReport={onReport} />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).queryByRole('button', { name: /^Report/ })).toBeNull();
    expect(within(items[0]!).getByRole('note', { name: 'Hidden by moderation' })).toHaveTextContent(
      'Hidden by moderation: Off topic',
    );
    expect(within(items[1]!).queryByRole('note')).toBeNull();
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Report review by bo' }));
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });
});

describe('ReviewItem asking first', () => {
  it('deletes only once confirmDelete answers yes, and says nothing when it answers no', async () => {
    const notify = vi.fn();
    const onDelete = vi.fn().mockResolvedValue(undefined);
    const confirmDelete = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(
      <NotifyProvider notify={notify}>
        <ReviewItem review={reviews[1]!} canDelete onDelete={onDelete} confirmDelete={confirmDelete} />
      </NotifyProvider>,
    );
    const button = screen.getByRole('button', { name: 'Delete review by bo' });
    await userEvent.click(button);
    expect(confirmDelete).toHaveBeenCalledWith(reviews[1]);
    expect(onDelete).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(onDelete).toHaveBeenCalledWith(2);
    expect(notify).toHaveBeenLastCalledWith({ title: 'Review deleted' });
  });
});
