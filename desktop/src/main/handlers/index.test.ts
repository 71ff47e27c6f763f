import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../shared/bridge.ts';
import { draftInput, serverKey, tempDataDir } from './drafts/test/fixtures.ts';
import { createHandlers, dispatch } from './index.ts';

let dataDir: string;
let cleanup: () => Promise<void>;
const openExternal = vi.fn(() => Promise.resolve());

function handlers() {
  return createHandlers({
    dataDir,
    cipher: {
      isEncryptionAvailable: () => true,
      encryptString: (s) => Buffer.from(s),
      decryptString: (b) => b.toString(),
    },
    openExternal,
    appVersion: '1.2.3',
    platform: 'darwin',
  });
}

beforeEach(async () => {
  ({ dir: dataDir, cleanup } = await tempDataDir());
  openExternal.mockClear();
});
afterEach(() => cleanup());

describe('createHandlers', () => {
  it('returns an object with a method for every channel', () => {
    const bridge = handlers() as unknown as Record<string, Record<string, unknown>>;
    for (const channel of CHANNELS) {
      const [group, method] = channel.split(':') as [string, string];
      expect(typeof bridge[group]?.[method], channel).toBe('function');
    }
  });

  it('takes and returns plain JSON through dispatch', async () => {
    const bridge = handlers();
    const saved = await dispatch(bridge, 'drafts:save', [draftInput(serverKey(2)), 'manual']);
    expect(JSON.parse(JSON.stringify(saved))).toEqual(saved);
    const loaded = await dispatch(bridge, 'drafts:load', [serverKey(2)]);
    expect(loaded).toMatchObject({ title: 'Chapter one', revision: 1 });
    expect(await dispatch(bridge, 'drafts:snapshots', [serverKey(2)])).toHaveLength(1);
    expect(await dispatch(bridge, 'app:info', [])).toEqual({ version: '1.2.3', dataDir, platform: 'darwin' });
  });

  it('uses settings.snapshotsKept for the rolling snapshots', async () => {
    const bridge = handlers();
    await bridge.settings.update({ snapshotsKept: 2 });
    for (let i = 0; i < 4; i++) await bridge.drafts.save(draftInput(serverKey(3), `<p>${i}</p>`), 'manual');
    expect(await bridge.drafts.snapshots(serverKey(3))).toHaveLength(2);
  });

  it('opens only http(s) links in the system browser', async () => {
    const bridge = handlers();
    await bridge.app.openExternal('https://inkshelf.example/novel/1');
    expect(openExternal).toHaveBeenCalledWith('https://inkshelf.example/novel/1');
    await expect(bridge.app.openExternal('file:///etc/passwd')).rejects.toThrow('Only http:// and https:// links');
    await expect(bridge.app.openExternal('javascript:alert(1)')).rejects.toThrow('Only http:// and https:// links');
    expect(openExternal).toHaveBeenCalledTimes(1);
  });
});

describe('dispatch', () => {
  it('refuses unknown channels and bad arguments with clear errors', async () => {
    const bridge = handlers();
    await expect(dispatch(bridge, 'drafts:format', [])).rejects.toThrow('Unknown studio channel: drafts:format');
    await expect(dispatch(bridge, 'toString', [])).rejects.toThrow('Unknown studio channel');
    await expect(dispatch(bridge, 'drafts:load', 'not an array')).rejects.toThrow(/^Invalid arguments for drafts:load/);
    await expect(dispatch(bridge, 'drafts:load', [])).rejects.toThrow(/^Invalid arguments for drafts:load/);
    await expect(dispatch(bridge, 'drafts:save', [draftInput(serverKey(1)), 'manual', 'extra'])).rejects.toThrow(
      /^Invalid arguments for drafts:save/,
    );
    await expect(
      dispatch(bridge, 'drafts:save', [
        { ...draftInput(serverKey(1)), key: { ...serverKey(1), novelId: -1 } },
        'manual',
      ]),
    ).rejects.toThrow(/Invalid arguments for drafts:save: 0.key.novelId/);
    await expect(dispatch(bridge, 'drafts:loadSnapshot', [serverKey(1), '../../credentials'])).rejects.toThrow(
      /Unknown snapshot id/,
    );
    await expect(dispatch(bridge, 'settings:update', [{ theme: 'neon' }])).rejects.toThrow(/theme/);
    expect(await dispatch(bridge, 'drafts:list', ['http://127.0.0.1:3000'])).toEqual([]);
  });
});
