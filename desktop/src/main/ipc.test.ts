import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../shared/bridge.ts';
import { createHandlers } from './handlers/index.ts';
import { FOREIGN_SENDER_MESSAGE, registerIpc, type InvokeEventLike } from './ipc.ts';
import { tempDataDir } from './handlers/drafts/test/fixtures.ts';

// ipc.ts must not need Electron: a mocked module that throws proves nothing imports it on this path.
vi.mock('electron', () => {
  throw new Error('ipc.ts must not import electron');
});

type Listener = (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>;

let dataDir: string;
let cleanup: () => Promise<void>;
const registered = new Map<string, Listener>();
const ipcMain = { handle: vi.fn((channel: string, listener: Listener) => void registered.set(channel, listener)) };
const fromApp: InvokeEventLike = { senderFrame: { url: 'app://studio/index.html' } };

beforeEach(async () => {
  ({ dir: dataDir, cleanup } = await tempDataDir());
  registered.clear();
  ipcMain.handle.mockClear();
  const handlers = createHandlers({
    dataDir,
    cipher: { isEncryptionAvailable: () => false, encryptString: () => Buffer.alloc(0), decryptString: () => '' },
    openExternal: () => Promise.resolve(),
    appVersion: '0.1.0',
    platform: 'linux',
  });
  registerIpc(ipcMain, handlers, 'http://localhost:5173');
});
afterEach(() => cleanup());

describe('registerIpc', () => {
  it('registers every channel of CHANNELS exactly once', () => {
    expect(ipcMain.handle).toHaveBeenCalledTimes(CHANNELS.length);
    expect([...registered.keys()].sort()).toEqual([...CHANNELS].sort());
  });

  it('answers the studio window (app://studio, or the dev server) through the handlers', async () => {
    await expect(registered.get('app:info')!(fromApp)).resolves.toEqual({
      version: '0.1.0',
      dataDir,
      platform: 'linux',
    });
    const devFrame = { senderFrame: { url: 'http://localhost:5173/' } };
    await expect(registered.get('settings:get')!(devFrame)).resolves.toMatchObject({ autosaveMs: 30000 });
    await expect(registered.get('drafts:list')!(fromApp, 'http://127.0.0.1:3000')).resolves.toEqual([]);
  });

  it('refuses calls from any other frame before a handler runs', async () => {
    for (const event of [
      { senderFrame: { url: 'https://evil.example/' } },
      { senderFrame: { url: 'file:///tmp/x.html' } },
      { senderFrame: { url: 'app://studio.evil/' } },
      { senderFrame: null },
      {},
    ]) {
      await expect(registered.get('settings:update')!(event, { theme: 'dark' })).rejects.toThrow(
        FOREIGN_SENDER_MESSAGE,
      );
    }
    await expect(registered.get('settings:get')!(fromApp)).resolves.toMatchObject({ theme: 'light' });
  });

  it('turns a bad payload into a clear error', async () => {
    await expect(registered.get('drafts:load')!(fromApp, { novelId: 'x' })).rejects.toThrow(
      /^Invalid arguments for drafts:load: /,
    );
    await expect(registered.get('app:openExternal')!(fromApp, 'file:///etc/passwd')).rejects.toThrow(
      'Only http:// and https:// links',
    );
  });
});
