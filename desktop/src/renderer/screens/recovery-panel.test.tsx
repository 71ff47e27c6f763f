// @vitest-environment jsdom
/** 'Recover unsaved work': which drafts are offered, open and discard (after a confirmation), unreadable files. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftKey, DraftProblem, DraftSummary, StudioBridge } from '../../shared/bridge.ts';
import { useNav } from '../state/nav.ts';
import { RecoveryPanel } from './recovery-panel.tsx';

const serverUrl = 'https://inkshelf.example';

function draft(title: string, chapterId: number | null, savedAt: string): DraftSummary {
  return {
    key: { serverUrl, novelId: 4, chapterId, localId: chapterId === null ? `local-${title}` : null },
    novelTitle: 'The Bakery',
    title,
    chapterNumber: chapterId,
    words: 120,
    pending: null,
    baseUpdatedAt: chapterId === null ? null : '2026-11-24T09:00:00.000Z',
    savedAt,
  };
}

let drafts: DraftSummary[];
let problems: DraftProblem[];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const removed: DraftKey[] = [];

beforeEach(() => {
  drafts = [
    draft('Offline chapter', null, '2026-11-24T10:00:00.000Z'),
    draft('Edited here', 11, '2026-11-24T12:00:00.000Z'),
    draft('Older than the server', 12, '2026-11-24T10:00:00.000Z'),
  ];
  problems = [
    {
      file: '/d/n1-c1.json',
      movedTo: '/d/corrupt/x-n1-c1.json',
      message: 'The draft file n1-c1.json was moved aside.',
    },
    { file: '/d/n1-c1.json', movedTo: '', message: 'The draft file n1-c1.json disappeared while it was being read.' },
  ];
  removed.length = 0;
  const studio = {
    drafts: {
      list: () => Promise.resolve(drafts),
      problems: () => Promise.resolve(problems),
      remove: (key: DraftKey) => {
        removed.push(key);
        return Promise.resolve();
      },
    },
  } as unknown as StudioBridge;
  Object.assign(window, { studio });
  const chapters = [
    { id: 11, updatedAt: '2026-11-24T11:00:00.000Z' },
    { id: 12, updatedAt: '2026-11-24T11:00:00.000Z' },
  ];
  fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(chapters), { headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  useNav.setState({ screen: { name: 'novels' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecoveryPanel serverUrl={serverUrl} />
    </QueryClientProvider>,
  );
}

describe('RecoveryPanel', () => {
  it('offers new chapters and drafts newer than the server, newest first', async () => {
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Recover unsaved work' });
    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Edited here');
    expect(items[1]).toContain('Offline chapter');
    // The server's versions come from the lean chapter list.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${serverUrl}/api/novels/4/chapters?view=summary`]);
  });

  it('opens a draft in the editor', async () => {
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Recover unsaved work' });
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Open' })[1]!);
    expect(useNav.getState().screen).toMatchObject({ name: 'editor', key: { localId: 'local-Offline chapter' } });
  });

  it('discards a draft only after the confirmation', async () => {
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Recover unsaved work' });
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Discard' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this draft?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removed).toEqual([]);
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Discard' })[0]!);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(removed).toEqual([drafts[1]?.key]));
    await waitFor(() => expect(screen.queryByText(/Edited here/)).toBeNull());
  });

  it('reports each unreadable file once, by its move', async () => {
    renderPanel();
    const notice = await screen.findByRole('alert', { name: 'Some draft files could not be read' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The draft file n1-c1.json was moved aside.']);
  });
});
