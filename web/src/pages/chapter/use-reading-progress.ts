/**
 * Saves reading progress (chapter number / published chapters * 100, rounded): POST /api/reading-progress
 * 2 s after the progress is above 0, and again when the reader leaves the chapter or the page. The save also
 * marks the chapter's new-chapter notification read on the server, so the bell's count is asked for again.
 */
import { API_PREFIXES, apiKey, apiPath, apiUrl, invalidateApi } from '@inkshelf/api-client';
import { progressPercent, READER, type ReadingProgressBody, type UnreadCount } from '@inkshelf/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { api } from '../../api.ts';

export interface ProgressTarget {
  novelId: number;
  chapterId: number;
  chapterNumber: number;
  /** How many chapters of the novel are published. */
  publishedCount: number;
}

export interface ProgressSavers {
  /** The timed save (a normal API call). */
  save: (body: ReadingProgressBody) => Promise<unknown>;
  /** The save on leaving: must survive the page going away (fetch keepalive). */
  saveOnLeave: (body: ReadingProgressBody) => void;
}

/** The progress percent the spec defines, as the body to send; null when there is nothing to save. */
export function progressBody(target: ProgressTarget | null): ReadingProgressBody | null {
  if (!target) return null;
  const progress = progressPercent(target.chapterNumber, target.publishedCount);
  return progress > 0 ? { novelId: target.novelId, chapterId: target.chapterId, progress } : null;
}

/** A POST that outlives the page (keepalive), with the same cookies and JSON body as the API client's. */
export function sendKeepalive(body: ReadingProgressBody): Promise<unknown> {
  return fetch(api.baseUrl + apiUrl('saveProgress', { body }), {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * What a saved progress changes: the history, the novel's read chapters and, unless the bell already shows none
 * unread (no request for the many readers without notifications), the notifications and the bell's count.
 */
export function refreshAfterSave(queryClient: QueryClient, novelId: number): Promise<void> {
  const bell = queryClient.getQueryData<UnreadCount>(apiKey('unreadNotificationCount'));
  return invalidateApi(
    queryClient,
    API_PREFIXES.readingProgress,
    apiPath('novelReadingHistory', { params: { id: novelId } }),
    apiPath('readChapters', { params: { id: novelId } }),
    ...(bell?.count === 0 ? [] : [API_PREFIXES.notifications]),
  );
}

function useDefaultSavers(): ProgressSavers {
  const queryClient = useQueryClient();
  const refresh = (novelId: number) => refreshAfterSave(queryClient, novelId);
  return {
    save: async (body) => {
      await api.saveProgress({ body });
      await refresh(body.novelId);
    },
    saveOnLeave: (body) => {
      sendKeepalive(body)
        .then(() => refresh(body.novelId))
        .catch(() => undefined);
    },
  };
}

/** `target` null (signed out, draft, still loading) saves nothing. */
export function useReadingProgress(target: ProgressTarget | null, savers?: Partial<ProgressSavers>): void {
  const defaults = useDefaultSavers();
  const body = progressBody(target);
  const novelId = body?.novelId ?? 0;
  const chapterId = body?.chapterId ?? 0;
  const progress = body?.progress ?? 0;
  const save = useEffectEvent((value: ReadingProgressBody) => {
    (savers?.save ?? defaults.save)(value).catch((error: unknown) =>
      console.warn('Saving reading progress failed', error),
    );
  });
  const saveOnLeave = useEffectEvent((value: ReadingProgressBody) =>
    (savers?.saveOnLeave ?? defaults.saveOnLeave)(value),
  );
  /** A leave-save scheduled by the last cleanup; a re-run for the same chapter (React's strict re-mount) cancels it. */
  const pendingLeave = useRef<{ key: string; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(() => {
    if (progress <= 0) return;
    const value: ReadingProgressBody = { novelId, chapterId, progress };
    const key = `${novelId}:${chapterId}:${progress}`;
    if (pendingLeave.current) {
      if (pendingLeave.current.key === key) clearTimeout(pendingLeave.current.timer);
      pendingLeave.current = null;
    }
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      saveOnLeave(value);
    };
    const timer = setTimeout(() => save(value), READER.progressSaveDelayMs);
    const onPageHide = () => leave();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) left = false;
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      if (left) return;
      left = true;
      pendingLeave.current = { key, timer: setTimeout(() => saveOnLeave(value), 0) };
    };
  }, [novelId, chapterId, progress]);
}
