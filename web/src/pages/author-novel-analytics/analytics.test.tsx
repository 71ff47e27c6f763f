/**
 * The novel's analytics page: the shared screen over the author's figures, the period kept in the address, the
 * failed load with a way to try again, and a non-owner sent back to the dashboard.
 */
import { statsFixture } from '@inkshelf/analytics-ui/test-fixtures';
import { MESSAGES, type StatsRange } from '@inkshelf/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { AUTHOR, NOVEL, renderRoute, testClient } from '../author-shared/test-support.tsx';
import NovelAnalyticsPage from './index.tsx';

const S = MESSAGES.stats;
const PATTERN = '/author/novels/:novelId/analytics';
const statsKey = (days: StatsRange) => queries.novelStats({ params: { id: NOVEL.id }, query: { days } }).queryKey;

function renderPage(path = `/author/novels/${NOVEL.id}/analytics`, client = testClient()) {
  renderRoute(client, path, PATTERN, <NovelAnalyticsPage />);
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('the analytics page', () => {
  it("shows the novel's figures for the last 30 days by default", () => {
    const client = testClient();
    client.setQueryData(statsKey('30'), statsFixture({ range: '30' }));
    renderPage(undefined, client);
    expect(screen.getByRole('heading', { level: 1, name: S.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOVEL.title })).toHaveAttribute('href', '/novels/The%20Lamplighter');
    expect(screen.getByRole('radio', { name: S.ranges['30'] })).toBeChecked();
    expect(screen.getByTestId('stats-totals')).toHaveTextContent(`${S.reads}101`);
    expect(screen.getByTestId('stats-note')).toHaveTextContent(/^Figures as of Nov 24, 2026/);
    expect(screen.getByRole('table', { name: S.chaptersTitle })).toBeInTheDocument();
    expect(document.title).toBe(`${S.title} - ${NOVEL.title} - Inkshelf`);
  });

  it('keeps the chosen period in the address', async () => {
    const user = userEvent.setup();
    const client = testClient();
    client.setQueryData(statsKey('30'), statsFixture({ range: '30' }));
    client.setQueryData(statsKey('7'), statsFixture({ range: '7', totals: { ...statsFixture().totals, reads: 7 } }));
    renderPage(undefined, client);
    await user.click(screen.getByRole('radio', { name: S.ranges['7'] }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      `/author/novels/${NOVEL.id}/analytics?days=7`,
    );
    expect(screen.getByRole('radio', { name: S.ranges['7'] })).toBeChecked();
    expect(await screen.findByText('7', { selector: 'dd' })).toBeInTheDocument();
    // Back to the default: the address drops the parameter.
    await user.click(screen.getByRole('radio', { name: S.ranges['30'] }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      new RegExp(`^/author/novels/${NOVEL.id}/analytics$`),
    );
  });

  it('opens on the period of the address', () => {
    const client = testClient();
    client.setQueryData(statsKey('all'), statsFixture({ range: 'all' }));
    renderPage(`/author/novels/${NOVEL.id}/analytics?days=all`, client);
    expect(screen.getByRole('radio', { name: S.ranges.all })).toBeChecked();
    expect(screen.getByTestId('stats-totals')).toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Database unavailable' }), { status: 500 })),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: S.loadFailed })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Database unavailable');
    const calls = fetch.mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(calls));
  });

  it("sends anyone but the novel's author back to the dashboard", async () => {
    const client = testClient();
    client.setQueryData(queries.novelById({ params: { id: NOVEL.id } }).queryKey, {
      ...NOVEL,
      authorId: AUTHOR.id + 1,
      reviews: [],
    });
    client.setQueryData(statsKey('30'), statsFixture({ range: '30' }));
    renderPage(undefined, client);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.queryByTestId('stats-totals')).not.toBeInTheDocument();
  });
});
