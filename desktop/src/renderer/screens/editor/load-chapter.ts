/** What the editor opens: the local draft when there is one, else the server's chapter, else an empty chapter. */
import type { ChapterRead, ChapterStatus } from '@inkshelf/contracts';
import type { ChapterDraft, DraftFields, DraftKey, PendingAction } from '../../../shared/bridge.ts';
import { apiFor } from '../../lib/session.ts';
import { studio } from '../../lib/studio.ts';

/** The draft's bookkeeping beside the fields the author types. */
export interface DraftMeta {
  key: DraftKey;
  baseUpdatedAt: string | null;
  serverStatus: ChapterStatus | null;
  pending: PendingAction | null;
}

export interface OpenedChapter {
  meta: DraftMeta;
  fields: DraftFields;
  /** The local draft it came from (null: from the server or new). */
  draft: ChapterDraft | null;
}

const EMPTY: DraftFields = { title: '', chapterNumber: null, content: '', authorNote: '' };

/** A chapter by id: the slot is tried as a number first, so read by number and check the id, else look it up. */
async function readById(
  serverUrl: string,
  novelId: number,
  chapterId: number,
  hint: number | null,
): Promise<ChapterRead> {
  const api = apiFor(serverUrl);
  if (hint !== null) {
    const chapter = await api.readChapter({ params: { novelId, slot: String(hint) }, query: { format: 'html' } });
    if (chapter.id === chapterId) return chapter;
  }
  const list = await api.listChapterSummaries({ params: { novelId }, query: { view: 'summary' } });
  const found = list.find((item) => item.id === chapterId);
  if (!found) throw new Error('This chapter no longer exists on the server.');
  return await api.readChapter({ params: { novelId, slot: String(found.chapterNumber) }, query: { format: 'html' } });
}

export async function openChapter(key: DraftKey, chapterNumberHint: number | null): Promise<OpenedChapter> {
  const draft = await studio().drafts.load(key);
  if (draft) {
    const { title, chapterNumber, content, authorNote } = draft;
    return {
      meta: {
        key: draft.key,
        baseUpdatedAt: draft.baseUpdatedAt,
        serverStatus: draft.serverStatus,
        pending: draft.pending,
      },
      fields: { title, chapterNumber, content, authorNote },
      draft,
    };
  }
  if (key.chapterId === null) {
    return { meta: { key, baseUpdatedAt: null, serverStatus: null, pending: null }, fields: EMPTY, draft: null };
  }
  const chapter = await readById(key.serverUrl, key.novelId, key.chapterId, chapterNumberHint);
  return {
    meta: { key, baseUpdatedAt: chapter.updatedAt, serverStatus: chapter.status, pending: null },
    fields: {
      title: chapter.title,
      chapterNumber: chapter.chapterNumber,
      // The draft keeps the HTML under its own name, `content` (the draft files' format).
      content: chapter.contentHtml,
      authorNote: chapter.authorNote ?? '',
    },
    draft: null,
  };
}
