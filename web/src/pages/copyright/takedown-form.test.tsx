/** The copyright page's notice form: readable messages per field, the notice posted, the case and its due time. */
import { createQueryClient } from '@inkshelf/api-client';
import { MESSAGES } from '@inkshelf/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { api } from '../../api.ts';
import { forbidFetch, json, requestOf } from '../search/test-kit.tsx';
import { TakedownForm } from './takedown-form.tsx';
import { formatDueTime, TAKEDOWN_FORM_TEXTS as T } from './texts.ts';

afterEach(() => vi.unstubAllGlobals());

const M = MESSAGES.takedowns;
const CHAPTER = 'https://inkshelf.example/novels/The%20Brass%20Orchard/chapters/2';

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient({ api })}>
      <TakedownForm />
    </QueryClientProvider>,
  );
}

async function fill(urls: string) {
  await userEvent.type(screen.getByLabelText(T.claimantName), 'Ada Rightsholder');
  await userEvent.type(screen.getByLabelText(T.email), 'ada@rights.example');
  await userEvent.type(screen.getByLabelText(T.urls), urls);
  await userEvent.type(screen.getByLabelText(T.originalWork), 'The Brass Orchard (2019)');
  await userEvent.click(screen.getByLabelText(T.goodFaith));
  await userEvent.click(screen.getByLabelText(T.accuracy));
  await userEvent.type(screen.getByLabelText(T.signature), 'Ada Rightsholder');
}

describe('takedown notice form', () => {
  it('says what is missing beside each field, and sends nothing', async () => {
    const fetch = forbidFetch();
    renderForm();
    await userEvent.type(screen.getByLabelText(T.urls), 'ftp://elsewhere.example/x');
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    const form = screen.getByRole('form', { name: T.formHeading });
    const alerts = (await within(form).findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([
      M.claimantNameRequired,
      MESSAGES.validation.invalidEmail,
      M.urlInvalid,
      M.originalWorkRequired,
      M.goodFaithRequired,
      M.accuracyRequired,
      M.signatureRequired,
    ]);
    expect(screen.getByLabelText(T.urls)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(T.claimantName)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the notice with one address per line, then shows the case number and its due time', async () => {
    const fetch = forbidFetch();
    const dueAt = '2026-11-28T09:15:00.000Z';
    fetch.mockResolvedValueOnce(
      json({ id: 42, status: 'open', urls: [CHAPTER], receivedAt: '2026-11-27T09:15:00.000Z', dueAt }, 201),
    );
    renderForm();
    await fill(`${CHAPTER}\n\n  https://inkshelf.example/novels/Other  `);
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    const status = await screen.findByRole('status');
    expect(within(status).getByRole('heading', { name: T.receivedTitle(42) })).toHaveFocus();
    expect(status).toHaveTextContent(`${T.receivedBody} ${formatDueTime(dueAt)}.`);
    expect(requestOf(fetch.mock.calls[0]!)).toEqual({
      url: '/api/takedowns',
      method: 'POST',
      body: {
        claimantName: 'Ada Rightsholder',
        email: 'ada@rights.example',
        urls: [CHAPTER, 'https://inkshelf.example/novels/Other'],
        originalWork: 'The Brass Orchard (2019)',
        goodFaith: true,
        accuracy: true,
        signature: 'Ada Rightsholder',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: T.another }));
    expect(screen.getByLabelText(T.claimantName)).toHaveValue('');
  });

  it("puts the server's refusal of an address beside the addresses", async () => {
    const fetch = forbidFetch();
    const message = M.urlNotFound(CHAPTER);
    fetch.mockResolvedValueOnce(json({ message, field: 'urls' }, 400));
    renderForm();
    await fill(CHAPTER);
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(screen.getByLabelText(T.urls)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('formats the due time in a given zone', () => {
    expect(formatDueTime('2026-11-28T09:15:00.000Z', 'UTC')).toBe('November 28, 2026 at 9:15 AM UTC');
  });
});
