/**
 * Sending one waiting draft: POST for a chapter the server has not seen (the draft then takes the server's id), PUT
 * with expectedUpdatedAt for an existing one, so nothing here overwrites without the version check. The outcome says
 * what the queue does next.
 */
import { isApiError } from '@inkshelf/api-client';
import type { Chapter, ChapterStatus, ChapterSummary } from '@inkshelf/contracts';
import type { ChapterDraft, DraftFields, DraftKey, StudioBridge } from '../../shared/bridge.ts';
import { sameKey, serverChapterKey } from './draft-keys.ts';

/** The calls the queue makes, so tests can give a fake server. */
export interface ChapterApi {
  createChapter(novelId: number, body: ChapterCreate): Promise<Chapter>;
  /** The lean list (`?view=summary`): finds a chapter's current number by its id. */
  listChapterSummaries(novelId: number): Promise<ChapterSummary[]>;
  updateChapter(novelId: number, chapterNumber: number, body: ChapterUpdate): Promise<Chapter>;
}

export interface ChapterCreate {
  title: string;
  /** The chapter as HTML (the server sanitises it). */
  contentHtml: string;
  chapterNumber?: number;
  authorNote: string | null;
  status: ChapterStatus;
}

export interface ChapterUpdate extends Partial<ChapterCreate> {
  expectedUpdatedAt?: string;
}

export type SendOutcome =
  /** The server has it: `key` is where the local draft lives now (rekeyed for a new chapter), or null if removed. */
  | { kind: 'sent'; chapter: Chapter; key: DraftKey | null }
  /** The server's updatedAt moved: the author decides (conflict view). */
  | { kind: 'conflict'; theirs: Chapter }
  /** The server could not be reached: the draft keeps waiting. */
  | { kind: 'offline' }
  /** The sign-in is no longer valid: the draft keeps waiting for the next sign-in. */
  | { kind: 'unauthorized' }
  /** The server refused it (validation, taken number, deleted chapter): shown to the author, draft kept. */
  | { kind: 'failed'; message: string };

type Drafts = Pick<StudioBridge['drafts'], 'load' | 'save' | 'remove' | 'rekey'>;

/** The status to send: publish asks for 'published'; saving keeps a published chapter published. */
export function statusFor(draft: Pick<ChapterDraft, 'pending' | 'serverStatus'>): ChapterStatus | undefined {
  if (draft.pending === 'publish') return 'published';
  return draft.serverStatus === null ? 'draft' : undefined;
}

/** The 409 body of a stale update carries the current chapter as `current` (its HTML in `contentHtml`). */
export function conflictChapter(error: unknown): Chapter | null {
  if (!isApiError(error, 409)) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('current' in body)) return null;
  const current = body.current as Chapter | null;
  return current &&
    typeof current === 'object' &&
    typeof current.updatedAt === 'string' &&
    typeof current.contentHtml === 'string'
    ? current
    : null;
}

function failure(error: unknown): SendOutcome {
  if (isApiError(error, 0)) return { kind: 'offline' };
  if (isApiError(error, 401)) return { kind: 'unauthorized' };
  const theirs = conflictChapter(error);
  if (theirs) return { kind: 'conflict', theirs };
  if (isApiError(error)) return { kind: 'failed', message: error.detail };
  throw error;
}

const sameFields = (a: DraftFields, b: DraftFields) =>
  a.title === b.title &&
  a.content === b.content &&
  a.authorNote === b.authorNote &&
  a.chapterNumber === b.chapterNumber;

/**
 * After the server confirmed: the local draft goes away when it still holds exactly what was sent; when the
 * author typed on meanwhile it stays, rebased on the server's version, no longer waiting. (Fields are compared,
 * not revisions: re-keying bumps the revision.)
 */
async function settle(drafts: Drafts, sent: ChapterDraft, key: DraftKey, chapter: Chapter): Promise<DraftKey | null> {
  const now = await drafts.load(key);
  if (now === null) return null;
  if (sameFields(now, sent)) {
    await drafts.remove(key);
    return null;
  }
  const { savedAt: _savedAt, revision: _revision, ...rest } = now;
  await drafts.save(
    { ...rest, key, baseUpdatedAt: chapter.updatedAt, serverStatus: chapter.status, pending: null },
    'manual',
  );
  return key;
}

export async function sendDraft(draft: ChapterDraft, api: ChapterApi, drafts: Drafts): Promise<SendOutcome> {
  const status = statusFor(draft);
  const fields = {
    title: draft.title.trim(),
    contentHtml: draft.content,
    authorNote: draft.authorNote.trim() === '' ? null : draft.authorNote,
    ...(draft.chapterNumber ? { chapterNumber: draft.chapterNumber } : {}),
  };
  let chapter: Chapter;
  try {
    if (draft.key.chapterId === null) {
      chapter = await api.createChapter(draft.key.novelId, { ...fields, status: status ?? 'draft' });
    } else {
      const chapterId = draft.key.chapterId;
      const current = (await api.listChapterSummaries(draft.key.novelId)).find((item) => item.id === chapterId);
      if (!current) return { kind: 'failed', message: 'This chapter no longer exists on the server.' };
      chapter = await api.updateChapter(draft.key.novelId, current.chapterNumber, {
        ...fields,
        ...(status ? { status } : {}),
        ...(draft.baseUpdatedAt ? { expectedUpdatedAt: draft.baseUpdatedAt } : {}),
      });
    }
  } catch (error) {
    return failure(error);
  }
  let key = draft.key;
  if (key.chapterId === null) {
    const serverKey = serverChapterKey(key.serverUrl, key.novelId, chapter.id);
    if (!sameKey(key, serverKey)) await drafts.rekey(key, serverKey);
    key = serverKey;
  }
  return { kind: 'sent', chapter, key: await settle(drafts, draft, key, chapter) };
}
