import { describe, expect, it } from 'vitest';
import type { DraftSummary } from '../../shared/bridge.ts';
import { draftsToRecover, needsRecovery } from './recovery.ts';

const serverUrl = 'https://inkshelf.example';

function summary(over: Partial<DraftSummary> & { chapterId?: number | null }): DraftSummary {
  const { chapterId = 7, ...rest } = over;
  return {
    key: { serverUrl, novelId: 1, chapterId, localId: chapterId === null ? 'local-a' : null },
    novelTitle: 'Novel',
    title: 'Chapter',
    chapterNumber: null,
    words: 10,
    pending: null,
    baseUpdatedAt: '2026-11-24T10:00:00.000Z',
    savedAt: '2026-11-24T11:00:00.000Z',
    ...rest,
  };
}

describe('recovery', () => {
  it('offers every draft of a chapter the server has not seen', () => {
    expect(needsRecovery(summary({ chapterId: null, baseUpdatedAt: null }), new Map())).toBe(true);
  });

  it('offers a draft saved after the server version, not one older than it', () => {
    const versions = new Map([[7, '2026-11-24T10:30:00.000Z']]);
    expect(needsRecovery(summary({}), versions)).toBe(true);
    expect(needsRecovery(summary({}), new Map([[7, '2026-11-24T12:00:00.000Z']]))).toBe(false);
  });

  it('compares with the version the draft started from when the server is not reachable', () => {
    expect(needsRecovery(summary({}), null)).toBe(true);
    expect(needsRecovery(summary({ baseUpdatedAt: '2026-11-24T11:00:00.000Z' }), null)).toBe(false);
  });

  it('lists the drafts to recover, newest first', () => {
    const older = summary({ chapterId: null, savedAt: '2026-11-24T09:00:00.000Z' });
    const newer = summary({ chapterId: 8, savedAt: '2026-11-24T13:00:00.000Z' });
    const stale = summary({ chapterId: 9, savedAt: '2026-11-24T09:00:00.000Z' });
    const versions = new Map([
      [
        1,
        new Map([
          [8, '2026-11-24T12:00:00.000Z'],
          [9, '2026-11-24T12:00:00.000Z'],
        ]),
      ],
    ]);
    expect(draftsToRecover([older, stale, newer], versions)).toEqual([newer, older]);
  });
});
