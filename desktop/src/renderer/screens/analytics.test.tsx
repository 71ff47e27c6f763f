// @vitest-environment jsdom
/**
 * The studio's analytics view: every answer is kept per novel and period; when the server cannot be reached the kept
 * figures show with the time they were fetched, when it refuses they show under the error, and a period never
 * fetched has nothing to stand in for it.
 */
import { statsFixture } from '@inkshelf/analytics-ui/test-fixtures';
import { MESSAGES, type NovelStats } from '@inkshelf/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readList, statsRef, writeList } from '../lib/list-cache.ts';
import { useSession } from '../lib/session.ts';
import { AnalyticsView } from './analytics.tsx';

const S = MESSAGES.stats;
const SERVER = 'http://127.0.0.1:4100';
const NOVEL_ID = 5;
const USER_ID = 7;
const FETCHED = Date.parse('2026-11-20T09:30:00.000Z');

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  render(
    <QueryClientProvider client={client}>
      <AnalyticsView serverUrl={SERVER} novelId={NOVEL_ID} novelTitle="The Lamplighter" />
    </QueryClientProvider>,
  );
}

const totals = () => screen.getByTestId('stats-totals').textContent;
const note = () => screen.getByTestId('stats-note').textContent;
const keep = (stats: NovelStats) => writeList(statsRef(SERVER, USER_ID, NOVEL_ID, stats.range), stats, FETCHED);

beforeEach(() => {
  localStorage.clear();
  useSession.setState({
    status: 'signed-in',
    credentials: { serverUrl: SERVER, username: 'MaraQuill', accessToken: 'a', accessExpiresAt: '', refreshToken: 'r' },
    user: { id: USER_ID, username: 'MaraQuill', isAuthor: true },
    notice: null,
  });
  fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the analytics view', () => {
  it('shows the answer, asks with the token, and keeps it for offline use', async () => {
    const stats = statsFixture({ range: '30' });
    fetchMock.mockImplementation(() => answer(200, stats));
    renderView();
    await waitFor(() => expect(totals()).toContain(`${S.reads}101`));
    expect(note()).toMatch(/^Figures as of Nov 24, 2026/);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${SERVER}/api/novels/${NOVEL_ID}/stats?days=30`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a');
    expect(readList(statsRef(SERVER, USER_ID, NOVEL_ID, '30'))?.items).toEqual(stats);
  });

  it('shows the kept figures, with their date, when the server cannot be reached', async () => {
    keep(statsFixture({ range: '30' }));
    renderView();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Offline: showing the figures fetched/),
    );
    expect(note()).toMatch(/^Offline: showing the figures fetched Nov 20, 2026, \d{1,2}:30\s?[AP]M$/);
    expect(totals()).toContain(`${S.reads}101`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The copy stays for the next start.
    expect(readList(statsRef(SERVER, USER_ID, NOVEL_ID, '30'))?.savedAt).toBe(FETCHED);
  });

  it('shows the kept figures under the error when the server refuses', async () => {
    keep(statsFixture({ range: '30' }));
    fetchMock.mockImplementation(() => answer(500, { message: 'Database unavailable' }));
    renderView();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`${S.loadFailed}: Database unavailable`));
    expect(note()).toMatch(/^Figures as of Nov 20, 2026/);
    expect(totals()).toContain(`${S.reads}101`);
  });

  it('keeps figures per period: one never fetched has nothing to show offline', async () => {
    keep(statsFixture({ range: '7', totals: { ...statsFixture().totals, reads: 77 } }));
    renderView();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(S.loadFailed));
    expect(screen.queryByTestId('stats-totals')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: S.ranges['7'] }));
    await waitFor(() => expect(note()).toMatch(/^Offline: showing the figures fetched Nov 20, 2026/));
    expect(totals()).toContain(`${S.reads}77`);
    expect(fetchMock.mock.calls.map(([url]) => (typeof url === 'string' ? url.split('?')[1] : url))).toEqual([
      'days=30',
      'days=7',
    ]);
  });
});
