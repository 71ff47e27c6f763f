import { describe, expect, it } from 'vitest';
import { ago, blockedText, connectionText, diskStateText } from './save-state.ts';

const idle = { savedAt: null, saving: false, dirty: false, error: null };

describe('save-state texts', () => {
  it('says how long ago in seconds, minutes or hours', () => {
    expect(ago(0)).toBe('0 s ago');
    expect(ago(2400)).toBe('2 s ago');
    expect(ago(59_999)).toBe('59 s ago');
    expect(ago(60_000)).toBe('1 min ago');
    expect(ago(3 * 3_600_000)).toBe('3 h ago');
    expect(ago(-5)).toBe('0 s ago');
  });

  it('describes the disk state', () => {
    const now = 1_000_000;
    expect(diskStateText(idle, now)).toBe('No changes yet');
    expect(diskStateText({ ...idle, dirty: true }, now)).toBe('Not saved to disk yet');
    expect(diskStateText({ ...idle, saving: true }, now)).toBe('Saving to disk...');
    expect(diskStateText({ ...idle, savedAt: now - 2000 }, now)).toBe('Saved to disk 2 s ago');
    expect(diskStateText({ ...idle, savedAt: now - 2000, dirty: true }, now)).toBe('Saved to disk 2 s ago (typing...)');
    expect(diskStateText({ ...idle, savedAt: now, error: 'EACCES' }, now)).toBe('Could not save to disk: EACCES');
  });

  it('describes the connection and what waits for it', () => {
    expect(connectionText(false, 3)).toBe('Offline: 3 chapters waiting');
    expect(connectionText(false, 1)).toBe('Offline: 1 chapter waiting');
    expect(connectionText(false, 0)).toBe('Offline');
    expect(connectionText(true, 0)).toBe('Online');
    expect(connectionText(true, 2)).toBe('Online: sending 2 chapters...');
    expect(connectionText(null, 0)).toBe('Checking connection...');
    expect(connectionText(null, 1)).toBe('Checking connection: 1 chapter waiting');
    expect(blockedText(1)).toBe('1 chapter needs your decision');
    expect(blockedText(2)).toBe('2 chapters need your decision');
  });
});
