/**
 * Lifting a suspension from the queue: only administrators get the button, on a report whose account is suspended;
 * it asks first, sends `DELETE /api/moderation/users/{id}/suspension`, and shows the server's refusal beside it.
 */
import type { AuditPage, QueueReport, ReportQueuePage } from '@inkshelf/contracts';
import { useToastStore } from '@inkshelf/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moderationQueries } from '../../api-moderation.ts';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import ModerationPage from './index.tsx';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const NOW = '2026-12-03T08:00:00.000Z';
const moderator = makeUser({ id: 2, username: 'ModMolly', role: 'moderator' });
const admin = makeUser({ id: 3, username: 'SiteAdmin', role: 'admin' });

const suspendedAccount: QueueReport = {
  id: 21,
  targetType: 'user',
  targetId: 6,
  reason: 'harassment',
  details: null,
  status: 'resolved',
  createdAt: NOW,
  reporter: { id: 5, username: 'ReaderJune' },
  reportCount: 1,
  target: {
    title: 'Spammer',
    excerpt: null,
    author: { id: 6, username: 'Spammer' },
    novelId: null,
    chapterNumber: null,
    hidden: null,
    suspended: { until: null },
    contentRating: null,
  },
  resolution: { action: 'suspend', note: 'Threats', resolvedAt: NOW, resolvedBy: { id: 2, username: 'ModMolly' } },
};

const page = (reports: QueueReport[]): ReportQueuePage => ({ reports, page: 1, totalPages: 1, total: reports.length });
const resolvedQueue = moderationQueries.reportQueue({
  query: { status: 'resolved', sort: 'newest', page: 1 },
}).queryKey;

async function openCard(user = admin, reports = [suspendedAccount]) {
  renderPage(<ModerationPage />, {
    url: '/moderation',
    path: '/moderation',
    user,
    seed: (client) => {
      client.setQueryData(
        moderationQueries.reportQueue({ query: { status: 'open', sort: 'newest', page: 1 } }).queryKey,
        page([]),
      );
      client.setQueryData(resolvedQueue, page(reports));
    },
  });
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'resolved');
  return screen.findByRole('article', { name: reports[0]!.target!.title });
}

describe('lifting a suspension', () => {
  it('is not offered to moderators', async () => {
    forbidFetch();
    const card = await openCard(moderator);
    expect(within(card).getByText('Author suspended')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Lift suspension' })).toBeNull();
  });

  it('is not offered on an account that is not suspended', async () => {
    forbidFetch();
    const card = await openCard(admin, [
      { ...suspendedAccount, target: { ...suspendedAccount.target!, suspended: null } },
    ]);
    expect(within(card).queryByRole('button', { name: 'Lift suspension' })).toBeNull();
  });

  it('asks first, then lifts it for an administrator and refreshes the queue', async () => {
    const fetch = forbidFetch();
    const card = await openCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Lift suspension' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Lift this suspension?' });
    expect(within(confirm).getByText(/Spammer can sign in, write and publish again/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(within(card).getByRole('button', { name: 'Lift suspension' }));
    confirm = screen.getByRole('alertdialog', { name: 'Lift this suspension?' });
    fetch.mockResolvedValueOnce(json({ message: 'Suspension lifted. The account can sign in and write again.' }));
    fetch.mockImplementation(() => Promise.resolve(json(page([]))));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lift suspension' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestOf(fetch.mock.calls[0]!)).toEqual({
      url: '/api/moderation/users/6/suspension',
      method: 'DELETE',
      body: undefined,
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Suspension of Spammer lifted']);
    // The queue is read again: the card shows the account as it is now.
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(1));
    expect(requestOf(fetch.mock.calls[1]!).url).toMatch(/^\/api\/moderation\/reports\?/);
  });

  it("shows the server's refusal beside the button", async () => {
    const fetch = forbidFetch();
    const card = await openCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Lift suspension' }));
    fetch.mockResolvedValueOnce(json({ message: 'This account is not suspended.' }, 409));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Lift this suspension?' })).getByRole('button', {
        name: 'Lift suspension',
      }),
    );
    expect(await within(card).findByRole('alert')).toHaveTextContent('This account is not suspended.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('reads in the audit log', () => {
    forbidFetch();
    const audit: AuditPage = {
      entries: [
        {
          id: 9,
          actor: { id: 3, username: 'SiteAdmin' },
          action: 'lift-suspension',
          targetType: 'user',
          targetId: 6,
          note: null,
          details: { userId: 6, until: '2027-01-02T00:00:00.000Z' },
          createdAt: NOW,
        },
      ],
      page: 1,
      totalPages: 1,
      total: 1,
    };
    renderPage(<ModerationPage />, {
      url: '/moderation?tab=audit',
      path: '/moderation',
      user: admin,
      seed: (client) => client.setQueryData(moderationQueries.auditLog({ query: { page: 1 } }).queryKey, audit),
    });
    const log = screen.getByRole('list', { name: 'Audit log' });
    expect(within(log).getByText('Lift suspension')).toBeInTheDocument();
    expect(within(log).getByText(/was until/)).toBeInTheDocument();
  });
});
