/** The counter-notice form: signed out it asks for a sign-in; signed in it checks the consent and posts the notice. */
import { createQueryClient } from '@inkshelf/api-client';
import { MESSAGES, type CurrentUser } from '@inkshelf/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api.ts';
import { useAuthDialog } from '../../auth/auth-dialog-store.ts';
import { setCurrentUser } from '../../auth/use-current-user.ts';
import { forbidFetch, json, requestOf } from '../search/test-kit.tsx';
import { CounterNoticeForm } from './counter-notice-form.tsx';
import { TAKEDOWN_FORM_TEXTS as T } from './texts.ts';

afterEach(() => vi.unstubAllGlobals());

const author: CurrentUser = {
  id: 3,
  email: 'mara@demo.inkshelf.test',
  username: 'MaraQuill',
  isAuthor: true,
  lastLoginAt: null,
  createdAt: '2025-05-20T10:00:00.000Z',
};

function renderForm(user: CurrentUser | null) {
  const client = createQueryClient({ api });
  setCurrentUser(client, user);
  render(
    <QueryClientProvider client={client}>
      <CounterNoticeForm caseId={12} />
    </QueryClientProvider>,
  );
}

describe('counter-notice form', () => {
  it('asks a signed-out visitor to sign in', async () => {
    forbidFetch();
    renderForm(null);
    expect(screen.getByText(T.counterSignIn)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.counterSignInAction }));
    expect(useAuthDialog.getState().isOpen).toBe(true);
  });

  it('needs the consent, then posts the counter-notice for the case', async () => {
    const fetch = forbidFetch();
    renderForm(author);
    const form = screen.getByRole('form', { name: T.counterHeading });
    expect(form).toHaveTextContent(T.counterIntro(12));
    await userEvent.type(screen.getByLabelText(T.statement), 'I wrote it in 2018.');
    await userEvent.type(screen.getByLabelText(T.counterName), 'Mara Quill');
    await userEvent.type(screen.getByLabelText(T.signature), 'Mara Quill');
    await userEvent.click(screen.getByRole('button', { name: T.counterSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.takedowns.consentRequired);
    expect(fetch).not.toHaveBeenCalled();

    fetch.mockResolvedValueOnce(
      json({
        id: 12,
        status: 'countered',
        urls: [],
        receivedAt: '2026-11-27T09:00:00.000Z',
        dueAt: '2026-11-28T09:00:00.000Z',
      }),
    );
    await userEvent.click(screen.getByLabelText(T.consent));
    await userEvent.click(screen.getByRole('button', { name: T.counterSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(T.counterSent);
    expect(requestOf(fetch.mock.calls[0]!)).toEqual({
      url: '/api/takedowns/12/counter-notice',
      method: 'POST',
      body: { statement: 'I wrote it in 2018.', name: 'Mara Quill', signature: 'Mara Quill', consent: true },
    });
  });
});
