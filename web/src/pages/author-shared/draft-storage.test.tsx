/** Local chapter drafts: keys, save and load, corrupt entries ignored and logged, autosave every 30 s, restore. */
import { act, render, screen } from '@testing-library/react';
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
});
