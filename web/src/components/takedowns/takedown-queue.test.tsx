/** The takedown queue: cases with their clocks, the actions each status allows, an action posted and the list reread. */
import { createQueryClient } from '@inkshelf/api-client';
import type { StaffTakedownCase } from '@inkshelf/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api.ts';
import { forbidFetch, json, requestOf } from '../../pages/search/test-kit.tsx';
import { TakedownQueue } from './takedown-queue.tsx';
import { dueLabel, TAKEDOWN_QUEUE_TEXTS as T } from './texts.ts';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 60 * 60 * 1000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

function staffCase(id: number, overrides: Partial<StaffTakedownCase> = {}): StaffTakedownCase {
  return {
    id,
    status: 'open',
    urls: ['https://inkshelf.example/novels/Orchard/chapters/2'],
    receivedAt: iso(-30 * HOUR),
    dueAt: iso(-6 * HOUR),
    claimantName: 'Ada Rightsholder',
    email: 'ada@rights.example',
    originalWork: 'The Brass Orchard (2019)',
    signature: 'Ada Rightsholder',
    targets: [
      {
        url: 'https://inkshelf.example/novels/Orchard/chapters/2',
        type: 'chapter',
        id: 9,
        preview: {
          title: 'Orchard — Chapter 2: Winter',
          excerpt: 'Brass leaves',
          author: { id: 3, username: 'MaraQuill' },
          novelId: 4,
          chapterNumber: 2,
          hidden: null,
          suspended: null,
          contentRating: null,
        },
      },
    ],
    overdue: true,
    decision: null,
    counterNotice: null,
    ...overrides,
  };
}

const page = (cases: StaffTakedownCase[]) => json({ cases, page: 1, totalPages: 1, total: cases.length });

function renderQueue() {
  render(
    <QueryClientProvider client={createQueryClient({ api })}>
      <TakedownQueue />
    </QueryClientProvider>,
  );
}

describe('takedown queue', () => {
  it('shows each case with its clock and removes the content of one with a note', async () => {
    const fetch = forbidFetch();
    const counter = {
      author: { id: 3, username: 'MaraQuill' },
      name: 'Mara Quill',
      statement: 'I wrote it in 2018.',
      signature: 'Mara Quill',
      receivedAt: iso(-HOUR),
    };
    fetch.mockResolvedValueOnce(
      page([
        staffCase(1),
        staffCase(2, { status: 'countered', dueAt: iso(-2 * HOUR), overdue: false, counterNotice: counter }),
      ]),
    );
    renderQueue();
    const first = await screen.findByRole('article', { name: /Case #1/ });
    expect(within(first).getByText(/^Overdue by 6 h/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Orchard — Chapter 2: Winter' })).toHaveAttribute(
      'href',
      'https://inkshelf.example/novels/Orchard/chapters/2',
    );
    const second = screen.getByRole('article', { name: /Case #2/ });
    expect(second).toHaveTextContent('Counter-notice: Mara Quill (account MaraQuill)');
    expect(second).toHaveTextContent('I wrote it in 2018.');
    expect(
      within(second)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([T.actions.restore, T.actions.reject]);

    fetch.mockResolvedValueOnce(json(staffCase(1, { status: 'removed', overdue: false })));
    fetch.mockResolvedValueOnce(page([staffCase(2, { status: 'countered', counterNotice: counter })]));
    await userEvent.type(within(first).getByLabelText(T.note), ' Copied chapter ');
    await userEvent.click(within(first).getByRole('button', { name: T.actions.remove }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Case #1/ })).toBeNull());
    expect(requestOf(fetch.mock.calls[1]!)).toEqual({
      url: '/api/moderation/takedowns/1/act',
      method: 'POST',
      body: { action: 'remove', note: 'Copied chapter' },
    });
    expect(requestOf(fetch.mock.calls[0]!).url).toBe('/api/moderation/takedowns?page=1&status=open');
  });

  it("shows the server's refusal beside the case", async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(page([staffCase(5)]));
    renderQueue();
    const card = await screen.findByRole('article', { name: /Case #5/ });
    fetch.mockResolvedValueOnce(json({ message: 'A note is required for this action.', field: 'note' }, 400));
    await userEvent.click(within(card).getByRole('button', { name: T.actions.remove }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('A note is required for this action.');
  });

  it('words the clock', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(dueLabel('2026-11-28T07:30:00Z', now)).toEqual({ text: 'Due in 21 h 30 min', overdue: false });
    expect(dueLabel('2026-11-27T08:00:00Z', now)).toEqual({ text: 'Overdue by 2 h', overdue: true });
    expect(dueLabel('2026-11-27T10:00:20Z', now)).toEqual({ text: 'Due in 1 min', overdue: false });
  });
});
