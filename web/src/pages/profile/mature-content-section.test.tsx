/** Profile: hiding Mature novels (issue 37) is read from and saved to the account, with a message when it fails. */
import { useToastStore } from '@inkshelf/ui/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import { MatureContentSection } from './mature-content-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const render = (hideMature: boolean) =>
  renderPage(<MatureContentSection />, {
    url: '/profile',
    user: makeUser(),
    seed: (client) =>
      client.setQueryData(queries.readerPreferences().queryKey, { excludedGenres: ['Horror'], hideMature }),
  });

describe('MatureContentSection', () => {
  it('shows the saved choice and saves the other one, sending only hideMature', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ excludedGenres: ['Horror'], hideMature: true }));
    render(false);
    const box = screen.getByRole('checkbox', { name: /Hide novels rated Mature/ });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({
      url: '/api/users/me/preferences',
      method: 'PUT',
      body: { hideMature: true },
    });
    await waitFor(() => expect(box).toBeChecked());
    expect(useToastStore.getState().toasts[0]?.title).toBe('Mature novels are hidden from your lists');
  });

  it('keeps the saved choice and says why when saving fails', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ message: 'Database unavailable' }, 503));
    render(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /Hide novels rated Mature/ }));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.description).toBe('Database unavailable'));
    expect(screen.getByRole('checkbox', { name: /Hide novels rated Mature/ })).toBeChecked();
  });
});
