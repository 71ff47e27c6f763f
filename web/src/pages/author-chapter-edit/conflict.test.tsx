/** Edit chapter: slot resolution, and the conflict view's decisions after a 409 (keep mine, take theirs, copy mine). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chapter } from '@inkshelf/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chapterSummaries, queries } from '../../api.ts';
import { AT, NOVEL, chapterRead, renderRoute, summaryOf, testClient } from '../author-shared/test-support.tsx';
import EditChapterPage from './index.tsx';
import { afterSavePath, resolveSlot, slotKindOf } from './resolve-slot.ts';

const mine = chapterRead();
/** Their version as a 409 (and a save) answers it: a chapter with both forms of its text, not a read. */
const {
  novel: _novel,
  previousChapterNumber: _previous,
  nextChapterNumber: _next,
  ...theirRead
} = chapterRead({
  title: 'Their Door',
  contentHtml: '<p>Their <strong>text</strong>.</p>',
  updatedAt: '2026-11-02T09:00:00.000Z',
});
const theirs: Chapter = { ...theirRead, content: 'Their **text** (text format).' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sentBody = (call: number) =>
  JSON.parse(fetchMock.mock.calls[call]?.[1]?.body as string) as Record<string, unknown>;

async function openEditor(path = `/author/novels/${NOVEL.id}/chapters/edit/2?returnTo=/somewhere`) {
  const client = testClient();
  client.setQueryData(chapterSummaries(NOVEL.id).queryKey, [summaryOf(mine)]);
  client.setQueryData(
    queries.readChapter({ params: { novelId: NOVEL.id, slot: '2' }, query: { format: 'html' } }).queryKey,
    mine,
  );
  const user = userEvent.setup();
  renderRoute(client, path, '/author/novels/:novelId/chapters/edit/:chapterId', <EditChapterPage />);
  const title = await screen.findByLabelText('Chapter title');
  await user.clear(title);
  await user.type(title, 'My Door');
  fetchMock.mockResolvedValueOnce(json(409, { message: 'changed', current: theirs }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByRole('heading', { name: 'This chapter was changed elsewhere' });
  return user;
}

describe('slots and return paths', () => {
  const list = [
    summaryOf(chapterRead({ id: 2, chapterNumber: 9 })),
    summaryOf(chapterRead({ id: 31, chapterNumber: 2 })),
  ];
  it('reads /chapters/edit/{slot} as a number first and /chapters/{slot}/edit as an id first', () => {
    expect(slotKindOf('/author/novels/5/chapters/edit/2')).toBe('number');
    expect(slotKindOf('/author/novels/5/chapters/2/edit')).toBe('id');
    expect(resolveSlot(list, '2', 'number')?.id).toBe(31);
    expect(resolveSlot(list, '2', 'id')?.id).toBe(2);
    expect(resolveSlot(list, '31', 'number')?.id).toBe(31);
    expect(resolveSlot(list, '7', 'id')).toBeUndefined();
    expect(resolveSlot(list, 'x', 'id')).toBeUndefined();
  });
  it('goes to a same-site returnTo, else the novel page, else the dashboard', () => {
    expect(afterSavePath('/novels/A', '/novels/B')).toBe('/novels/A');
    expect(afterSavePath('//evil.test', '/novels/B')).toBe('/novels/B');
    expect(afterSavePath('https://evil.test', null)).toBe('/author/dashboard');
  });
});

describe('conflict view', () => {
  it('sends the chapter updatedAt and shows theirs beside mine on a 409', async () => {
    await openEditor();
    // The stored chapter's HTML goes back as contentHtml, never as content (the text format).
    expect(sentBody(0)).toMatchObject({ title: 'My Door', contentHtml: mine.contentHtml, expectedUpdatedAt: AT });
    expect(sentBody(0)).not.toHaveProperty('content');
    const theirVersion = screen.getByRole('article', { name: 'Their version (saved)' });
    expect(theirVersion).toHaveTextContent('Their text.');
    expect(theirVersion).not.toHaveTextContent('text format');
    expect(theirVersion.querySelector('strong')).toHaveTextContent('text');
    expect(screen.getByRole('article', { name: 'Your version (not saved)' })).toHaveTextContent('My Door');
  });

  it('keep mine resends my version against their updatedAt, then follows returnTo', async () => {
    const user = await openEditor();
    fetchMock.mockResolvedValueOnce(json(200, { ...theirs, title: 'My Door' }));
    fetchMock.mockResolvedValue(json(200, []));
    await user.click(screen.getByRole('button', { name: 'Keep Mine' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/somewhere'));
    expect(sentBody(1)).toMatchObject({ title: 'My Door', expectedUpdatedAt: theirs.updatedAt });
  });

  it('take theirs loads their version into the form and saves against it', async () => {
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Take Theirs' }));
    expect(screen.queryByRole('heading', { name: 'This chapter was changed elsewhere' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Chapter title')).toHaveValue('Their Door');
    fetchMock.mockResolvedValueOnce(json(200, theirs));
    fetchMock.mockResolvedValue(json(200, []));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(1));
    expect(sentBody(1)).toMatchObject({
      title: 'Their Door',
      contentHtml: theirs.contentHtml,
      expectedUpdatedAt: theirs.updatedAt,
    });
  });

  it('copy mine puts my version on the clipboard and stays on the view', async () => {
    const user = await openEditor();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy Mine' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringContaining('My Door')));
    expect(writeText.mock.calls[0]?.[0]).toContain('Stored text.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'This chapter was changed elsewhere' })).toBeInTheDocument();
  });
});
