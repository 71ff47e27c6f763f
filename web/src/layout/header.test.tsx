/**
 * The header's site navigation (issue 16): Home, Browse, Rankings and Genres on wide screens and in the mobile
 * menu for everyone, the current page marked; and the phone header that hides while scrolling down a chapter.
 */
import { createQueryClient } from '@inkshelf/api-client';
import type { CurrentUser } from '@inkshelf/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app.tsx';
import { setCurrentUser } from '../auth/use-current-user.ts';
import { Header } from './header.tsx';

const reader: CurrentUser = {
  id: 1,
  email: 'june@demo.inkshelf.test',
  username: 'ReaderJune',
  isAuthor: false,
  lastLoginAt: null,
  createdAt: '2025-05-20T10:00:00.000Z',
};

function renderHeader(path: string, user: CurrentUser | null = null) {
  const client = createQueryClient();
  setCurrentUser(client, user);
  return render(
    <App queryClient={client}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <main>page</main>
      </MemoryRouter>
    </App>,
  );
}

/** A phone-sized (or wide) window. */
function phone(narrow: boolean) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: narrow ? 390 : 1280 });
}

describe('site navigation', () => {
  it('links Home, Browse, Rankings and Genres and marks the current page', () => {
    renderHeader('/ranking');
    const nav = screen.getByRole('navigation', { name: 'Site' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Browse', '/browse'],
      ['Rankings', '/ranking'],
      ['Genres', '/genres'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Rankings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks Home only on the home page', () => {
    renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Genres' })).not.toHaveAttribute('aria-current');
  });
});

describe('mobile menu', () => {
  it('gives visitors the site navigation besides Log In and Register, and closes after a pick', async () => {
    renderHeader('/genres');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    const site = screen.getAllByRole('navigation', { name: 'Site' }).find((nav) => nav.closest('#mobile-menu'));
    expect(site).toBeDefined();
    expect(within(site!).getByRole('link', { name: 'Genres' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(site!).getByRole('link', { name: 'Browse' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it("keeps the spec's signed-in items (without Ranking Page) below the site navigation", async () => {
    renderHeader('/bookmarks', reader);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'My Bookmarks', 'My Library', 'Reading History']);
    expect(within(menu).getByRole('link', { name: 'My Bookmarks' })).toHaveAttribute('aria-current', 'page');
  });

  it('links Moderation for moderators and administrators only', async () => {
    for (const [role, shown] of [
      ['member', false],
      ['moderator', true],
      ['admin', true],
    ] as const) {
      const { unmount } = renderHeader('/', { ...reader, role });
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = await screen.findByRole('navigation', { name: 'Mobile' });
      const link = within(menu).queryByRole('link', { name: 'Moderation' });
      if (shown) expect(link).toHaveAttribute('href', '/moderation');
      else expect(link).toBeNull();
      unmount();
    }
  });
});

describe('phone header while reading', () => {
  const scrollTo = async (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  };
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  it('hides on scrolling down a chapter, returns on scrolling up and when focus moves into it', async () => {
    phone(true);
    renderHeader('/novels/The%20Salt%20Road/chapters/2');
    const header = screen.getByRole('banner');
    await scrollTo(600);
    expect(header).toHaveAttribute('data-hidden');
    expect(header).toHaveClass('-translate-y-full');
    await scrollTo(580);
    expect(header).not.toHaveAttribute('data-hidden');
    await scrollTo(1200);
    expect(header).toHaveAttribute('data-hidden');
    act(() => screen.getByRole('link', { name: 'Inkshelf home' }).focus());
    expect(header).not.toHaveAttribute('data-hidden');
  });

  it('stays put on wide screens and on other pages', async () => {
    phone(false);
    const wide = renderHeader('/novels/The%20Salt%20Road/chapters/2');
    await scrollTo(900);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-hidden');
    wide.unmount();

    phone(true);
    renderHeader('/browse');
    await scrollTo(1800);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-hidden');
  });
});
