/** Reading progress: the percent sent, the 2 s delay, and the extra save on leaving the chapter or the page. */
import { apiKey, createQueryClient } from '@inkshelf/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressBody, refreshAfterSave, useReadingProgress, type ProgressTarget } from './use-reading-progress.ts';

/** Runs fake timers inside act (React state updates included). */
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const target = (chapterNumber: number, publishedCount = 4): ProgressTarget => ({
  novelId: 3,
  chapterId: 30 + chapterNumber,
  chapterNumber,
  publishedCount,
});

describe('progressBody', () => {
  it('is chapter number / published chapters * 100, rounded', () => {
    expect(progressBody(target(3, 4))).toEqual({ novelId: 3, chapterId: 33, progress: 75 });
    expect(progressBody(target(1, 3))?.progress).toBe(33);
    expect(progressBody(target(2, 3))?.progress).toBe(67);
    expect(progressBody(target(5, 4))?.progress).toBe(100);
  });

  it('is null when there is nothing to save', () => {
    expect(progressBody(null)).toBeNull();
    expect(progressBody(target(1, 0))).toBeNull();
  });
});

describe('useReadingProgress', () => {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  let save: ReturnType<typeof vi.fn<(body: unknown) => Promise<unknown>>>;
  let saveOnLeave: ReturnType<typeof vi.fn<(body: unknown) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    save = vi.fn(() => Promise.resolve());
    saveOnLeave = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  const mount = (initial: ProgressTarget | null) =>
    renderHook(({ value }) => useReadingProgress(value, { save, saveOnLeave }), {
      wrapper,
      initialProps: { value: initial },
    });

  it('saves 2 s after the progress is known, once', () => {
    mount(target(2));
    tick(1999);
    expect(save).not.toHaveBeenCalled();
    tick(1);
    expect(save).toHaveBeenCalledExactlyOnceWith({ novelId: 3, chapterId: 32, progress: 50 });
    tick(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saveOnLeave).not.toHaveBeenCalled();
  });

  it('saves again on leaving, even before the 2 s are up', () => {
    const view = mount(target(1));
    tick(500);
    view.unmount();
    tick(0);
    expect(save).not.toHaveBeenCalled();
    expect(saveOnLeave).toHaveBeenCalledExactlyOnceWith({ novelId: 3, chapterId: 31, progress: 25 });
  });

  it('saves on pagehide, and not twice when the page then unmounts', () => {
    const view = mount(target(4));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saveOnLeave).toHaveBeenCalledExactlyOnceWith({ novelId: 3, chapterId: 34, progress: 100 });
    view.unmount();
    tick(5000);
    expect(saveOnLeave).toHaveBeenCalledTimes(1);
  });

  it('moving to the next chapter saves the one left, then the new one after 2 s', () => {
    const view = mount(target(1));
    tick(2000);
    view.rerender({ value: target(2) });
    tick(0);
    expect(saveOnLeave).toHaveBeenCalledExactlyOnceWith({ novelId: 3, chapterId: 31, progress: 25 });
    tick(2000);
    expect(save).toHaveBeenLastCalledWith({ novelId: 3, chapterId: 32, progress: 50 });
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("does not take React strict mode's test re-mount for leaving", () => {
    renderHook(() => useReadingProgress(target(2), { save, saveOnLeave }), { wrapper, reactStrictMode: true });
    tick(2000);
    expect(saveOnLeave).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves nothing without a target (signed out, draft or still loading)', () => {
    const view = mount(null);
    tick(5000);
    view.unmount();
    tick(0);
    expect(save).not.toHaveBeenCalled();
    expect(saveOnLeave).not.toHaveBeenCalled();
  });
});

describe('refreshAfterSave', () => {
  const bellKey = apiKey('unreadNotificationCount');
  const stale = (client: ReturnType<typeof createQueryClient>, key: readonly unknown[]) =>
    client.getQueryState(key)?.isInvalidated;

  it('asks for the bell again while it shows unread notifications (the save marked one read)', async () => {
    const client = createQueryClient();
    client.setQueryData(bellKey, { count: 2 });
    client.setQueryData(apiKey('readChapters', { params: { id: 3 } }), { chapterIds: [] });
    await refreshAfterSave(client, 3);
    expect(stale(client, bellKey)).toBe(true);
    expect(stale(client, apiKey('readChapters', { params: { id: 3 } }))).toBe(true);
  });

  it('leaves a bell showing none alone (nothing the save could have marked read)', async () => {
    const client = createQueryClient();
    client.setQueryData(bellKey, { count: 0 });
    await refreshAfterSave(client, 3);
    expect(stale(client, bellKey)).toBe(false);
  });
});
