/** The status bar's texts: how long ago the draft reached the disk, and what the publish queue is waiting for. */

export interface DiskState {
  /** When the last save to disk finished (ms since epoch), or null before the first one. */
  savedAt: number | null;
  saving: boolean;
  /** Changes typed since the last save. */
  dirty: boolean;
  /** The last save failed with this message. */
  error: string | null;
}

/** '2 s ago', '3 min ago', '2 h ago'. */
export function ago(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}

export function diskStateText(state: DiskState, now: number): string {
  if (state.error) return `Could not save to disk: ${state.error}`;
  if (state.saving) return 'Saving to disk...';
  if (state.savedAt === null) return state.dirty ? 'Not saved to disk yet' : 'No changes yet';
  const saved = `Saved to disk ${ago(now - state.savedAt)}`;
  return state.dirty ? `${saved} (typing...)` : saved;
}

const chapters = (count: number) => `${count} ${count === 1 ? 'chapter' : 'chapters'}`;

/** 'Offline: 3 chapters waiting', 'Sending 1 chapter...', 'Online' or 'Offline'. */
export function connectionText(online: boolean | null, waiting: number): string {
  if (online === null)
    return waiting > 0 ? `Checking connection: ${chapters(waiting)} waiting` : 'Checking connection...';
  if (!online) return waiting > 0 ? `Offline: ${chapters(waiting)} waiting` : 'Offline';
  return waiting > 0 ? `Online: sending ${chapters(waiting)}...` : 'Online';
}

/** '1 chapter needs your decision': drafts the queue holds back (conflict or refused). */
export function blockedText(count: number): string {
  return `${chapters(count)} ${count === 1 ? 'needs' : 'need'} your decision`;
}

/** 'Nov 24, 2026, 5:02:11 PM': a snapshot's or draft's time. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}
