/** Follow button (issue 19): the count, the pressed state, the optimistic change and its rollback with a toast. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../api.ts';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../pages/search/test-kit.tsx';
import { useToastStore } from '@inkshelf/ui/toast';
import { FollowButton } from './follow-button.tsx';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const statusKey = queries.novelFollowStatus({ params: { id: 4 } }).queryKey;
const render = (signedIn: boolean, status = { followerCount: 2, following: false }) =>
  renderPage(<FollowButton target={{ kind: 'novel', id: 4 }} signedIn={signedIn} />, {
    url: '/',
    user: signedIn ? makeUser() : null,
    seed: (client) => client.setQueryData(statusKey, status),
  });

/** A response that waits until `release` is called, to look at the optimistic state in between. */
function held(response: Response) {
  let release = () => {};
  const promise = new Promise<Response>((resolve) => (release = () => resolve(response)));
  return { promise, release: () => release() };
}

describe('FollowButton', () => {
  it('follows at once (count and pressed state), then keeps the answer', async () => {
    const fetch = forbidFetch();
    const answer = held(json({ kind: 'novel', novelId: 4, followerCount: 3 }, 201));
    fetch.mockReturnValueOnce(answer.promise);
    fetch.mockResolvedValue(json({ followerCount: 3, following: true }));
    render(true);
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 followers')).toBeInTheDocument();

    await userEvent.click(button);
    expect(screen.getByText('3 followers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    answer.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Following' })).toBeEnabled());
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({ method: 'POST', body: { novelId: 4 } });
    expect(screen.getByText('3 followers')).toBeInTheDocument();
  });

  it('rolls back and says why when the call fails', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ message: 'Novel not found' }, 404));
    fetch.mockResolvedValue(json({ followerCount: 5, following: true }));
    render(true, { followerCount: 5, following: true });
    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Failed to update follow',
      description: expect.stringContaining('Novel not found'),
    });
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({ method: 'DELETE', url: '/api/follows/novels/4' });
    expect(await screen.findByText('5 followers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('signed out: shows the count and a Follow button that is not a toggle', () => {
    forbidFetch();
    render(false, { followerCount: 1, following: false });
    expect(screen.getByText('1 follower')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).not.toHaveAttribute('aria-pressed');
  });
});
