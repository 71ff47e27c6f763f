/** The adult-content notice: whom it stands before, and that confirming opens the text and is remembered. */
import type { CurrentUser } from '@inkshelf/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@inkshelf/api-client';
import { App } from '../../app.tsx';
import { ADULT_OK_KEY } from './adult-choice.ts';
import { AdultGate, adultNoticeApplies } from './adult-notice.tsx';

const mature = { title: 'Neon Saints', contentRating: 'mature' as const, contentWarnings: [], authorId: 7 };
const reader = (adultConfirmed?: boolean) => ({ id: 3, adultConfirmed }) as Pick<CurrentUser, 'id' | 'adultConfirmed'>;

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.adultOk;
});

describe('adultNoticeApplies', () => {
  it('stands before a Mature novel for visitors and unconfirmed accounts only', () => {
    expect(adultNoticeApplies(mature, null)).toBe(true);
    expect(adultNoticeApplies(mature, reader())).toBe(true);
    expect(adultNoticeApplies(mature, reader(false))).toBe(true);
    expect(adultNoticeApplies(mature, reader(true))).toBe(false);
    expect(adultNoticeApplies(mature, { id: 7 })).toBe(false);
    expect(adultNoticeApplies({ ...mature, contentRating: 'teen' }, null)).toBe(false);
  });
});

describe('AdultGate', () => {
  it('confirming marks this browser and keeps the choice', async () => {
    render(
      <App queryClient={createQueryClient()}>
        <MemoryRouter>
          <AdultGate novel={mature} user={null}>
            <p>The text</p>
          </AdultGate>
        </MemoryRouter>
      </App>,
    );
    expect(await screen.findByRole('region', { name: 'Neon Saints is rated Mature (18+)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I am 18 or older, continue' }));
    expect(document.documentElement.dataset.adultOk).toBe('');
    expect(localStorage.getItem(ADULT_OK_KEY)).toBe('1');
  });

  it('renders only the text for a confirmed account', () => {
    render(
      <App queryClient={createQueryClient()}>
        <AdultGate
          novel={mature}
          user={{
            ...reader(true),
            email: '',
            username: 'r',
            isAuthor: false,
            lastLoginAt: null,
            createdAt: '',
          }}
        >
          <p>The text</p>
        </AdultGate>
      </App>,
    );
    expect(screen.getByText('The text')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
