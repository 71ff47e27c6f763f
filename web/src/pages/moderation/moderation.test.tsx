/**
 * /moderation: who may see it (signed out, member, moderator, admin), the queue with its previews and actions
 * (a note required for hiding, the posted body, the server's refusal in the dialog), the audit log and roles.
 */
import type { AuditPage, QueueReport, ReportQueuePage, StaffMember } from '@inkshelf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moderationQueries } from '../../api-moderation.ts';
import { useToastStore } from '@inkshelf/ui/toast';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import ModerationPage from './index.tsx';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const NOW = '2026-11-27T08:00:00.000Z';
const moderator = makeUser({ id: 2, username: 'ModMolly', role: 'moderator' });
const admin = makeUser({ id: 3, username: 'SiteAdmin', role: 'admin' });

function report(overrides: Partial<QueueReport> = {}): QueueReport {
  return {
    id: 11,
    targetType: 'comment',
    targetId: 40,
    reason: 'spam',
    details: 'Selling things',
    status: 'open',
    createdAt: NOW,
    reporter: { id: 5, username: 'ReaderJune' },
    reportCount: 2,
    target: {
      title: 'Comment on The Salt Road — Chapter 1',
      excerpt: 'Buy cheap watches here',
      author: { id: 6, username: 'Spammer' },
      novelId: 1,
      chapterNumber: 1,
      hidden: null,
      suspended: null,
      contentRating: null,
    },
    resolution: null,
    ...overrides,
  };
}

const page = (reports: QueueReport[]): ReportQueuePage => ({ reports, page: 1, totalPages: 1, total: reports.length });
const openQueue = moderationQueries.reportQueue({ query: { status: 'open', sort: 'newest', page: 1 } }).queryKey;

function render(user = moderator, seed: (client: QueryClient) => void = () => {}, url = '/moderation') {
  return renderPage(<ModerationPage />, { url, path: '/moderation', user, seed });
}

describe('ModerationPage access', () => {
  it('asks signed-out visitors to log in', () => {
    forbidFetch();
    renderPage(<ModerationPage />, { url: '/moderation', path: '/moderation', user: null });
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  });

  it('tells members that the screens are not for them, without asking the server', () => {
    forbidFetch();
    render(makeUser({ role: 'member' }));
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/for moderators and administrators/)).toBeInTheDocument();
  });

  it('gives moderators the reports and takedowns, and administrators the audit log and roles as well', () => {
    forbidFetch();
    render(moderator, (client) => client.setQueryData(openQueue, page([])));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Reports', 'Takedowns']);
    expect(screen.getByRole('heading', { name: 'No open reports. The queue is clear.' })).toBeInTheDocument();
  });

  it('lists the tabs for administrators', () => {
    forbidFetch();
    render(admin, (client) => client.setQueryData(openQueue, page([])));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Reports',
      'Takedowns',
      'Audit log',
      'Roles',
      'Genres and tags',
    ]);
  });
});

describe('the queue', () => {
  it('previews the target and hides it with a required note', async () => {
    const fetch = forbidFetch();
    render(moderator, (client) => client.setQueryData(openQueue, page([report()])));
    const card = screen.getByRole('article', { name: 'Comment on The Salt Road — Chapter 1' });
    expect(within(card).getByText('Buy cheap watches here')).toBeInTheDocument();
    expect(within(card).getByText('2 reports')).toBeInTheDocument();
    expect(within(card).getByText('Selling things')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dismiss', 'Hide', 'Remove', 'Suspend author']);

    await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this content?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a note: the author is told why.');
    expect(fetch).not.toHaveBeenCalled();

    fetch.mockResolvedValueOnce(json({ ...report(), status: 'resolved' }));
    fetch.mockImplementation(() => Promise.resolve(json(page([]))));
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Spam links');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestOf(fetch.mock.calls[0]!)).toEqual({
      url: '/api/moderation/reports/11/resolve',
      method: 'POST',
      body: { action: 'hide', note: 'Spam links' },
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Done']);
  });

  it("shows the server's refusal in the dialog and sends a suspension's end date", async () => {
    const fetch = forbidFetch();
    render(moderator, (client) =>
      client.setQueryData(
        openQueue,
        page([report({ targetType: 'user', target: { ...report().target!, title: 'Spammer', excerpt: null } })]),
      ),
    );
    const card = screen.getByRole('article', { name: 'Spammer' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dismiss', 'Suspend author']);
    await userEvent.click(within(card).getByRole('button', { name: 'Suspend author' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend this account?' });
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Repeated spam');
    await userEvent.type(within(dialog).getByLabelText(/^Suspended until/), '2030-01-02T03:04');
    fetch.mockResolvedValueOnce(json({ message: 'Administrator access required.' }, 403));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend author' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Administrator access required.');
    expect(requestOf(fetch.mock.calls[0]!).body).toEqual({
      action: 'suspend',
      note: 'Repeated spam',
      until: new Date('2030-01-02T03:04').toISOString(),
    });
  });

  it('offers Restore for hidden content in the resolved list, and says when the target is gone', async () => {
    forbidFetch();
    const hidden = report({
      status: 'resolved',
      target: { ...report().target!, hidden: { hiddenAt: NOW, note: 'Spam links' } },
      resolution: { action: 'hide', note: 'Spam links', resolvedAt: NOW, resolvedBy: { id: 2, username: 'ModMolly' } },
    });
    const gone = report({ id: 12, target: null });
    render(moderator, (client) => {
      client.setQueryData(openQueue, page([gone]));
      client.setQueryData(
        moderationQueries.reportQueue({ query: { status: 'resolved', sort: 'newest', page: 1 } }).queryKey,
        page([hidden]),
      );
    });
    expect(screen.getByRole('heading', { name: 'The reported content no longer exists.' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'resolved');
    const card = await screen.findByRole('article', { name: 'Comment on The Salt Road — Chapter 1' });
    expect(within(card).getByText('Hidden: Spam links')).toBeInTheDocument();
    expect(within(card).getByText('Hide by ModMolly · Spam links')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Restore', 'Remove', 'Suspend author']);
  });
});

describe('re-rating a reported novel', () => {
  it('saves the new rating, and shows the server refusing one', async () => {
    const fetch = forbidFetch();
    const novel = report({
      id: 13,
      targetType: 'novel',
      targetId: 1,
      reason: 'wrong-rating',
      target: { ...report().target!, title: 'The Salt Road', chapterNumber: null, contentRating: 'everyone' },
    });
    render(moderator, (client) => client.setQueryData(openQueue, page([novel])));
    const card = screen.getByRole('article', { name: 'The Salt Road' });
    const select = within(card).getByLabelText('Content rating');
    expect(select).toHaveValue('everyone');
    const save = within(card).getByRole('button', { name: 'Change rating' });
    expect(save).toBeDisabled();

    await userEvent.selectOptions(select, 'mature');
    fetch.mockResolvedValueOnce(json({ message: 'Novel not found' }, 404));
    await userEvent.click(save);
    expect(await within(card).findByRole('alert')).toHaveTextContent('Novel not found');

    fetch.mockResolvedValueOnce(json({ id: 1, contentRating: 'mature' }));
    fetch.mockImplementation(() => Promise.resolve(json(page([novel]))));
    await userEvent.click(save);
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Content rating changed']),
    );
    expect(requestOf(fetch.mock.calls[1]!)).toEqual({
      url: '/api/moderation/novels/1/content-rating',
      method: 'PUT',
      body: { contentRating: 'mature' },
    });
  });

  it('is offered for novels only', () => {
    forbidFetch();
    render(moderator, (client) => client.setQueryData(openQueue, page([report()])));
    expect(screen.queryByLabelText('Content rating')).toBeNull();
  });
});

describe('administrators', () => {
  it('read the audit log', () => {
    forbidFetch();
    const audit: AuditPage = {
      entries: [
        {
          id: 1,
          actor: { id: 3, username: 'SiteAdmin' },
          action: 'role',
          targetType: 'user',
          targetId: 2,
          note: 'Welcome aboard',
          details: { from: 'member', to: 'moderator' },
          createdAt: NOW,
        },
      ],
      page: 1,
      totalPages: 1,
      total: 1,
    };
    render(
      admin,
      (client) => client.setQueryData(moderationQueries.auditLog({ query: { page: 1 } }).queryKey, audit),
      '/moderation?tab=audit',
    );
    const log = screen.getByRole('list', { name: 'Audit log' });
    expect(within(log).getByText('Role change')).toBeInTheDocument();
    expect(within(log).getByText(/member → moderator/)).toBeInTheDocument();
    expect(within(log).getByText('“Welcome aboard”')).toBeInTheDocument();
  });

  it('grant a role by username and revoke one behind a confirmation', async () => {
    const fetch = forbidFetch();
    const staff: StaffMember[] = [
      { id: 3, username: 'SiteAdmin', role: 'admin' },
      { id: 2, username: 'ModMolly', role: 'moderator' },
    ];
    render(
      admin,
      (client) => client.setQueryData(moderationQueries.listStaff().queryKey, staff),
      '/moderation?tab=roles',
    );
    const list = screen.getByRole('list', { name: 'Moderators and administrators' });
    expect(within(list).queryByRole('button', { name: 'Revoke SiteAdmin' })).toBeNull();

    fetch.mockResolvedValueOnce(json({ message: 'User not found' }, 404));
    await userEvent.type(screen.getByLabelText('Username'), 'NoSuchUser');
    await userEvent.click(screen.getByRole('button', { name: 'Save Role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');

    fetch.mockResolvedValueOnce(json({ id: 4, username: 'NightOwl', role: 'admin' }));
    fetch.mockImplementation(() => Promise.resolve(json(staff)));
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'NightOwl');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Save Role' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['NightOwl is now administrator.']),
    );
    expect(requestOf(fetch.mock.calls[1]!)).toEqual({
      url: '/api/moderation/roles',
      method: 'PUT',
      body: { username: 'NightOwl', role: 'admin' },
    });

    await userEvent.click(within(list).getByRole('button', { name: 'Revoke ModMolly' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke this role?' });
    fetch.mockResolvedValueOnce(json({ id: 2, username: 'ModMolly', role: 'member' }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const revoke = fetch.mock.calls
      .map(requestOf)
      .find((call) => call.method === 'PUT' && (call.body as { username: string }).username === 'ModMolly');
    expect(revoke?.body).toEqual({ username: 'ModMolly', role: 'member' });
  });
});
