/** Profile: the new-chapter email setting (issue 19), read and saved, with a readable message when saving fails. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueries } from '../../api-account.ts';
import { useToastStore } from '@inkshelf/ui/toast';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import { ChapterEmailsSection } from './chapter-emails-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderPage(<ChapterEmailsSection />, {
    url: '/profile',
    user: makeUser(),
    seed: (client) =>
      client.setQueryData(accountQueries.getNotificationSettings().queryKey, { chapterEmails: 'digest' }),
  });

describe('ChapterEmailsSection', () => {
  it('shows the saved choice (daily digest by default) and saves another', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ chapterEmails: 'immediate' }));
    render();
    expect(screen.getByRole('group', { name: 'New-chapter emails' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Immediately' }));
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({
      url: '/api/users/me/notification-settings',
      method: 'PUT',
      body: { chapterEmails: 'immediate' },
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Immediately' })).toBeChecked());
    expect(useToastStore.getState().toasts[0]?.title).toBe('Email setting saved');
  });

  it('keeps the saved choice and says why when saving fails', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ message: 'Database unavailable' }, 503));
    render();
    await userEvent.click(screen.getByRole('radio', { name: 'Off' }));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.description).toBe('Database unavailable'));
    expect(screen.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  });
});
