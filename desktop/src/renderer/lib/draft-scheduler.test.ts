import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveReason } from '../../shared/bridge.ts';
import { DraftScheduler } from './draft-scheduler.ts';

const TIMING = { journalMs: 1000, maxJournalMs: 2000, autosaveMs: 30_000 };

function scheduler(save = vi.fn<(reason: SaveReason) => Promise<void>>(() => Promise.resolve())) {
  return { save, scheduler: new DraftScheduler({ ...TIMING, save }) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DraftScheduler', () => {
  it('writes a journal save 1 s after typing stops', async () => {
    const { save, scheduler: s } = scheduler();
    s.markDirty();
    await vi.advanceTimersByTimeAsync(900);
    s.markDirty();
    await vi.advanceTimersByTimeAsync(900);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledExactlyOnceWith('journal');
    expect(s.dirty).toBe(false);
    s.dispose();
  });

  it('saves at most 2 s after the first unsaved keystroke while typing goes on', async () => {
    const { save, scheduler: s } = scheduler();
    for (let ms = 0; ms < 4100; ms += 200) {
      s.markDirty();
      await vi.advanceTimersByTimeAsync(200);
    }
    // Typing never paused for 1 s: saves came from the 2 s cap, twice in 4 s.
    expect(save.mock.calls.map(([reason]) => reason)).toEqual(['journal', 'journal']);
    s.dispose();
  });

  it('autosaves every 30 s only when something changed since the last autosave', async () => {
    const { save, scheduler: s } = scheduler();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(save).not.toHaveBeenCalled();
    s.markDirty();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(save.mock.calls.map(([reason]) => reason)).toEqual(['journal', 'autosave']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(2);
    s.dispose();
  });

  it('flushes pending changes at once, and on force even without changes', async () => {
    const { save, scheduler: s } = scheduler();
    await s.flush();
    expect(save).not.toHaveBeenCalled();
    s.markDirty();
    await s.flush('manual');
    expect(save).toHaveBeenCalledExactlyOnceWith('manual');
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(1);
    await s.flush('manual', true);
    expect(save).toHaveBeenCalledTimes(2);
    s.dispose();
  });

  it('runs saves one after another in order', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const save = vi.fn((reason: SaveReason) => {
      order.push(`start ${reason}`);
      return reason === 'journal'
        ? new Promise<void>((resolve) => {
            release = () => {
              order.push('end journal');
              resolve();
            };
          })
        : Promise.resolve().then(() => void order.push(`end ${reason}`));
    });
    const s = new DraftScheduler({ ...TIMING, save });
    s.markDirty();
    await vi.advanceTimersByTimeAsync(1000);
    s.markDirty();
    const flushed = s.flush('manual');
    await vi.advanceTimersByTimeAsync(10);
    expect(order).toEqual(['start journal']);
    release();
    await flushed;
    expect(order).toEqual(['start journal', 'end journal', 'start manual', 'end manual']);
    s.dispose();
  });

  it('keeps the changes unsaved when a save fails, and reports it', async () => {
    const onError = vi.fn();
    const save = vi.fn(() => Promise.reject(new Error('disk full')));
    const s = new DraftScheduler({ ...TIMING, save, onError });
    s.markDirty();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledOnce();
    expect(s.dirty).toBe(true);
    s.dispose();
  });

  it('skips the next autosave once marked clean, unless typing went on', async () => {
    const { save, scheduler: s } = scheduler();
    s.markDirty();
    await s.flush('manual');
    s.markClean();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(save.mock.calls.map(([reason]) => reason)).toEqual(['manual']);
    s.markDirty();
    s.markClean();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(save.mock.calls.map(([reason]) => reason)).toEqual(['manual', 'journal', 'autosave']);
    s.dispose();
  });

  it('stops its timers on dispose', async () => {
    const { save, scheduler: s } = scheduler();
    s.markDirty();
    s.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).not.toHaveBeenCalled();
  });
});
