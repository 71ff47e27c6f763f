/** Local chapter drafts: keys, save and load, corrupt entries ignored and logged, autosave every 30 s, restore. */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CreateChapterPage from '../author-chapter-create/index.tsx';
import {
  editChapterDraftKey,
  hasDraftContent,
  loadDraft,
  newChapterDraftKey,
  removeDraft,
  saveDraft,
} from './draft-storage.ts';
import { NOVEL, renderRoute, testClient } from './test-support.tsx';
import { useDraftAutosave, type DraftFields } from './use-draft-autosave.ts';

const FIELDS: DraftFields = { title: 'Night', chapterNumber: '3', content: '<p>Rain.</p>', authorNote: '' };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('draft keys and storage', () => {
  it('keys a new chapter per novel and an edit per novel and chapter number', () => {
    expect(newChapterDraftKey(5)).toBe('chapter-draft:5:new');
    expect(editChapterDraftKey(5, 2)).toBe('chapter-draft:5:2');
    expect(
      new Set([newChapterDraftKey(5), newChapterDraftKey(6), editChapterDraftKey(5, 2), editChapterDraftKey(5, 3)])
        .size,
    ).toBe(4);
  });

  it('saves, loads and removes a draft', () => {
    const key = newChapterDraftKey(5);
    expect(saveDraft(key, FIELDS, new Date('2026-11-01T10:00:00Z'))).toBe(true);
    expect(loadDraft(key)).toEqual({ ...FIELDS, savedAt: '2026-11-01T10:00:00.000Z' });
    removeDraft(key);
    expect(loadDraft(key)).toBeNull();
  });

  it('ignores and logs a corrupt draft instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('chapter-draft:5:new', '{not json');
    expect(loadDraft('chapter-draft:5:new')).toBeNull();
    localStorage.setItem('chapter-draft:5:2', JSON.stringify({ title: 3 }));
    expect(loadDraft('chapter-draft:5:2')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('chapter-draft:5:new');
  });

  it('treats a form with only empty markup as empty', () => {
    expect(hasDraftContent({ title: ' ', chapterNumber: '4', content: '<p></p>', authorNote: '' })).toBe(false);
    expect(hasDraftContent(FIELDS)).toBe(true);
  });
});

function Autosaver({ read, initial = null }: { read: () => DraftFields; initial?: DraftFields | null }) {
  const { savedAt } = useDraftAutosave('chapter-draft:9:new', read, initial);
  return <p>{savedAt ? 'saved' : 'not yet'}</p>;
}

describe('autosave', () => {
  it('does not write the values the form opened with', () => {
    vi.useFakeTimers();
    render(<Autosaver read={() => FIELDS} initial={FIELDS} />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(loadDraft('chapter-draft:9:new')).toBeNull();
  });

  it('writes every 30 s, only when something changed', () => {
    vi.useFakeTimers();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    let fields = FIELDS;
    render(<Autosaver read={() => fields} />);
    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(loadDraft('chapter-draft:9:new')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(loadDraft('chapter-draft:9:new')).toMatchObject(FIELDS);
    expect(screen.getByText('saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(setItem).toHaveBeenCalledTimes(1);
    fields = { ...FIELDS, title: 'Night, again' };
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(loadDraft('chapter-draft:9:new')?.title).toBe('Night, again');
  });
});

describe('Add chapter restores the saved draft', () => {
  const path = `/author/novels/${NOVEL.id}/chapters/create`;
  const pattern = '/author/novels/:novelId/chapters/create';

  it('puts a stored draft back into the form', async () => {
    saveDraft(newChapterDraftKey(NOVEL.id), FIELDS);
    renderRoute(testClient(), path, pattern, <CreateChapterPage />);
    expect(await screen.findByText('Draft restored.')).toBeInTheDocument();
    expect(screen.getByLabelText('Chapter title')).toHaveValue('Night');
    expect(screen.getByLabelText('Chapter number')).toHaveValue('3');
  });

  it('starts empty when the stored draft is corrupt, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(newChapterDraftKey(NOVEL.id), '][');
    renderRoute(testClient(), path, pattern, <CreateChapterPage />);
    expect(await screen.findByLabelText('Chapter title')).toHaveValue('');
    expect(screen.queryByText('Draft restored.')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('publishes a draft a browser kept before contentHtml: its HTML goes out as contentHtml', async () => {
    // The stored shape, field names included, is what browsers already hold: the editor's HTML under `content`.
    localStorage.setItem(
      newChapterDraftKey(NOVEL.id),
      JSON.stringify({ ...FIELDS, chapterNumber: '', savedAt: '2026-10-01T08:00:00.000Z' }),
    );
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoute(testClient(), path, pattern, <CreateChapterPage />);
    await screen.findByText('Draft restored.');
    await user.click(screen.getByRole('button', { name: 'Publish Chapter' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/novels/${NOVEL.id}/chapters`);
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Night', contentHtml: '<p>Rain.</p>', status: 'published' });
    expect(body).not.toHaveProperty('content');
  });

  it('refuses an editor without text before asking the server', async () => {
    saveDraft(newChapterDraftKey(NOVEL.id), { ...FIELDS, content: '<p></p>' });
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoute(testClient(), path, pattern, <CreateChapterPage />);
    await screen.findByText('Draft restored.');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Chapter content is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
