/**
 * When the editor writes its draft to disk: a journal save `journalMs` after typing stops (at most `maxJournalMs` after
 * the first unsaved change), an autosave every `autosaveMs` (snapshotted), a flush on explicit actions. Saves run one
 * at a time, in order, so an older save never lands after a newer one.
 */
import type { SaveReason } from '../../shared/bridge.ts';

export interface SchedulerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface DraftSchedulerOptions {
  journalMs: number;
  maxJournalMs: number;
  autosaveMs: number;
  /** Writes the editor's current values to disk. */
  save: (reason: SaveReason) => Promise<void>;
  /** Called when a save throws (the scheduler keeps going). */
  onError?: (error: unknown) => void;
  timers?: SchedulerTimers;
}

const globalTimers: SchedulerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export class DraftScheduler {
  private readonly options: DraftSchedulerOptions;
  private readonly timers: SchedulerTimers;
  private idleTimer: unknown = null;
  private maxTimer: unknown = null;
  private readonly autosaveTimer: unknown;
  /** Changes not yet written by any save. */
  private unsaved = false;
  /** Changes since the last autosave (a journal save does not clear this). */
  private sinceAutosave = false;
  private chain: Promise<void> = Promise.resolve();
  private disposed = false;

  constructor(options: DraftSchedulerOptions) {
    this.options = options;
    this.timers = options.timers ?? globalTimers;
    this.autosaveTimer = this.timers.setInterval(() => {
      if (this.sinceAutosave) void this.run('autosave');
    }, options.autosaveMs);
  }

  /** True when something was typed that no save has written yet. */
  get dirty(): boolean {
    return this.unsaved;
  }

  /** Call on every change (each keystroke is fine: it only moves timers). */
  markDirty(): void {
    if (this.disposed) return;
    this.sinceAutosave = true;
    if (!this.unsaved) {
      this.unsaved = true;
      this.maxTimer = this.timers.setTimeout(() => void this.run('journal'), this.options.maxJournalMs);
    }
    if (this.idleTimer !== null) this.timers.clearTimeout(this.idleTimer);
    this.idleTimer = this.timers.setTimeout(() => void this.run('journal'), this.options.journalMs);
  }

  /** Saves now when anything is unsaved (or always with `force`), e.g. before sending or on leaving. */
  flush(reason: SaveReason = 'manual', force = false): Promise<void> {
    if (!this.unsaved && !force) return this.chain;
    return this.run(reason);
  }

  /** The server has exactly what was last saved: nothing for the next autosave to snapshot. */
  markClean(): void {
    if (!this.unsaved) this.sinceAutosave = false;
  }

  /** Stops the timers; pending changes must be flushed first by the caller. */
  dispose(): void {
    this.disposed = true;
    this.clearJournalTimers();
    this.timers.clearInterval(this.autosaveTimer);
  }

  private clearJournalTimers(): void {
    if (this.idleTimer !== null) this.timers.clearTimeout(this.idleTimer);
    if (this.maxTimer !== null) this.timers.clearTimeout(this.maxTimer);
    this.idleTimer = null;
    this.maxTimer = null;
  }

  private run(reason: SaveReason): Promise<void> {
    this.clearJournalTimers();
    this.unsaved = false;
    if (reason === 'autosave') this.sinceAutosave = false;
    this.chain = this.chain.then(async () => {
      try {
        await this.options.save(reason);
      } catch (error) {
        this.unsaved = true;
        this.options.onError?.(error);
      }
    });
    return this.chain;
  }
}
