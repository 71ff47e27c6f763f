/**
 * The analytics screen's body: its figures, tables that hold the answer's numbers, the chart/table toggle, the CSV
 * each Download CSV button builds, the drop-off in words and in the tables, the empty period and the range picker.
 */
import { MESSAGES, statsCsv, type NovelStats, type StatsRange } from '@inkshelf/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsScreen } from './analytics-screen.tsx';
import type { StatsNoteValue } from './stats-note.tsx';
import { emptyStatsFixture, statsFixture } from './test-fixtures.ts';

const S = MESSAGES.stats;

function renderScreen(stats: NovelStats = statsFixture(), note?: StatsNoteValue) {
  const onRangeChange = vi.fn<(range: StatsRange) => void>();
  render(<AnalyticsScreen stats={stats} range={stats.range} onRangeChange={onRangeChange} note={note} />);
  return { onRangeChange };
}

/** The rows of a table as text, header row first. */
function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** Catches what a Download CSV button saves: the file given to URL.createObjectURL, and the link's name. */
function catchDownloads() {
  const files: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((file: Blob) => {
    files.push(file);
    return `blob:test/${files.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { files, names };
}

afterEach(() => vi.restoreAllMocks());

describe('the analytics screen', () => {
  it('shows the totals as figures', () => {
    renderScreen();
    const totals = screen.getByTestId('stats-totals');
    const figures = within(totals)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      [S.reads, '101'],
      [S.uniqueReaders, '64'],
      [S.followers, '9'],
      [S.libraryAdditions, '4'],
      [S.ratings, '3'],
      [S.averageRating, '4.3'],
    ]);
    expect(screen.getByTestId('stats-body').querySelector('p time')).toHaveAttribute('dateTime', '2026-11-18');
  });

  it('has a table with the same numbers behind every chart', () => {
    const stats = statsFixture();
    renderScreen(stats);
    expect(tableRows(S.readsPerDay)).toEqual([
      [S.date, S.reads, S.uniqueReaders],
      ['Nov 18, 2026', '12', '10'],
      ['Nov 19, 2026', '30', '21'],
      ['Nov 20, 2026', '7', '6'],
      ['Nov 21, 2026', '0', '0'],
      ['Nov 22, 2026', '18', '15'],
      ['Nov 23, 2026', '25', '19'],
      ['Nov 24, 2026', '9', '8'],
    ]);
    expect(tableRows(S.chaptersTitle).slice(1)).toEqual(
      stats.chapters.map((c): unknown[] => [
        expect.stringContaining(`Chapter ${c.chapterNumber}: ${c.title}`),
        String(c.reads),
        String(c.uniqueReaders),
        String(c.comments),
        `${Math.round(c.retention * 1000) / 10}%`,
      ]),
    );
    expect(
      tableRows(S.retentionTitle)
        .slice(1)
        .map((row) => row.slice(1)),
    ).toEqual([
      ['40', '100%'],
      ['18', '45%'],
      ['6', '15%'],
    ]);
    expect(
      tableRows(S.followersTitle)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(stats.followers.map((d) => String(d.count)));
    expect(
      tableRows(S.libraryTitle)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(stats.library.map((d) => String(d.count)));
    expect(tableRows(S.ratingsTitle)[0]).toEqual([S.date, S.ratings, S.averageRating]);
    expect(tableRows(S.ratingsTitle)[1]).toEqual(['Nov 18, 2026', '2', '4.5']);
    // Headers are real header cells.
    const days = screen.getByRole('table', { name: S.readsPerDay });
    expect(within(days).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(within(days).getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
  });

  it('turns a chart into its table and back', async () => {
    const user = userEvent.setup();
    renderScreen();
    const panel = screen.getByRole('region', { name: S.readsPerDay });
    // The chart shows; its table is there for screen readers only.
    expect(within(panel).getByTestId('stats-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(within(panel).getByRole('table').parentElement).toHaveClass('sr-only');
    await user.click(within(panel).getByRole('button', { name: `${S.showTable}: ${S.readsPerDay}` }));
    expect(within(panel).queryByTestId('stats-chart')).not.toBeInTheDocument();
    const box = within(panel).getByRole('group', { name: S.readsPerDay });
    expect(box).not.toHaveClass('sr-only');
    expect(box).toHaveAttribute('tabindex', '0');
    await user.click(within(panel).getByRole('button', { name: `${S.showChart}: ${S.readsPerDay}` }));
    expect(within(panel).getByTestId('stats-chart')).toBeInTheDocument();
    // The chapters panel is a table without a chart.
    const chapters = screen.getByRole('region', { name: S.chaptersTitle });
    expect(within(chapters).queryByRole('button', { name: /Show table/ })).not.toBeInTheDocument();
  });

  it('downloads each table as CSV, built in the page', async () => {
    const user = userEvent.setup();
    const stats = statsFixture();
    const { files, names } = catchDownloads();
    renderScreen(stats);
    await user.click(screen.getByRole('button', { name: `${S.downloadCsv}: ${S.chaptersTitle}` }));
    await user.click(screen.getByRole('button', { name: `${S.downloadCsv}: ${S.readsPerDay}` }));
    await user.click(screen.getByRole('button', { name: `${S.downloadCsv}: ${S.ratingsTitle}` }));
    expect(names).toEqual([
      'novel-5-chapters-7-days-2026-11-24.csv',
      'novel-5-days-7-days-2026-11-24.csv',
      'novel-5-ratings-7-days-2026-11-24.csv',
    ]);
    const [chapters = '', days = ''] = await Promise.all(files.slice(0, 2).map((file) => file.text()));
    expect(chapters).toBe(statsCsv(stats, 'chapters'));
    expect(chapters.split('\r\n')[0]).toBe('chapter_number,title,reads,unique_readers,comments,retention_percent');
    expect(chapters.split('\r\n')[2]).toBe('2,"Lamps, ""lit""",30,18,2,45');
    expect(days.split('\r\n').slice(0, 2)).toEqual(['date,reads,unique_readers', '2026-11-18,12,10']);
    expect(files[0]?.type).toBe('text/csv;charset=utf-8');
    // The link is gone once clicked.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('names the drop-off chapter in words and marks its rows', () => {
    renderScreen();
    expect(screen.getByTestId('stats-drop-off')).toHaveTextContent(S.dropOff('Chapter 2: Lamps, "lit"'));
    for (const name of [S.chaptersTitle, S.retentionTitle]) {
      const table = screen.getByRole('table', { name });
      const marked = within(table)
        .getAllByRole('row')
        .filter((row) => row.dataset.marked === 'true');
      expect(marked).toHaveLength(1);
      expect(marked[0]).toHaveTextContent(`Chapter 2: Lamps, "lit"(${S.dropOffMark})`);
    }
  });

  it('shows the empty state when the period has no reads', () => {
    renderScreen(emptyStatsFixture());
    expect(screen.getByTestId('stats-empty')).toHaveTextContent(S.empty);
    expect(screen.queryByRole('region', { name: S.readsPerDay })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: S.followersTitle })).not.toBeInTheDocument();
    expect(screen.getByTestId('stats-totals')).toHaveTextContent(`${S.averageRating}\u2013`);
  });

  it('keeps the series that moved in a period without reads', () => {
    const empty = emptyStatsFixture();
    renderScreen({ ...empty, followers: empty.followers.map((day, i) => ({ ...day, count: i })) });
    expect(screen.getByRole('region', { name: S.followersTitle })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: S.libraryTitle })).not.toBeInTheDocument();
  });

  it('changes the period with a group of radio buttons', async () => {
    const user = userEvent.setup();
    const { onRangeChange } = renderScreen();
    const group = screen.getByRole('group', { name: S.rangeLabel });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(Object.values(S.ranges));
    expect(within(group).getByRole('radio', { name: S.ranges['7'] })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: S.ranges['90'] }));
    expect(onRangeChange).toHaveBeenCalledWith('90');
  });

  it('says how old the figures are, and when they are an offline copy', () => {
    renderScreen(statsFixture(), { kind: 'offline', at: Date.parse('2026-11-24T12:00:00.000Z') });
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent(/^Offline: showing the figures fetched Nov 24, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });
});
