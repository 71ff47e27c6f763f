import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../shared/bridge.ts';

/** A stand-in for the parts of Electron index.ts uses (the real binary cannot be downloaded here). */
const electron = vi.hoisted(() => {
  type Listener = (...args: any[]) => any;
  class FakeWebContents {
    handlers = new Map<string, Listener>();
    openHandler: Listener = () => undefined;
    setWindowOpenHandler = vi.fn((handler: Listener) => {
      this.openHandler = handler;
    });
    on = vi.fn((event: string, handler: Listener) => {
      this.handlers.set(event, handler);
    });
    handler(event: string): Listener {
      const found = this.handlers.get(event);
      if (!found) throw new Error(`no ${event} handler`);
      return found;
    }
  }
  class BrowserWindow {
    static getAllWindows = (): BrowserWindow[] => windows;
    options: { webPreferences: Record<string, unknown> };
    loadURL = vi.fn(() => Promise.resolve());
    show = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    isMinimized = vi.fn(() => true);
    once = vi.fn();
    on = vi.fn();
    webContents = new FakeWebContents();
    constructor(options: { webPreferences: Record<string, unknown> }) {
      this.options = options;
      windows.push(this);
    }
  }
  const windows: BrowserWindow[] = [];
  const appListeners = new Map<string, Listener>();
  let ready: () => void = () => undefined;
  const state = { lock: true, backend: 'gnome_libsecret' };
  return {
    state,
    windows,
    appListeners,
    fireReady: () => ready(),
    protocolHandlers: new Map<string, Listener>(),
    ipcHandlers: new Map<string, Listener>(),
    module: {
      app: {
        isPackaged: true,
        requestSingleInstanceLock: vi.fn(() => state.lock),
        quit: vi.fn(),
        on: vi.fn((event: string, listener: Listener) => void appListeners.set(event, listener)),
        whenReady: vi.fn(() => new Promise<void>((resolve) => (ready = resolve))),
        getPath: vi.fn(() => '/tmp/inkshelf-studio-test-user-data'),
        getVersion: vi.fn(() => '0.1.0'),
      },
      BrowserWindow,
      Menu: { buildFromTemplate: vi.fn((template: unknown) => ({ template })), setApplicationMenu: vi.fn() },
      ipcMain: { handle: vi.fn((_channel: string, _listener: Listener) => undefined) },
      net: {
        fetch: vi.fn(
          async (url: string) =>
            new Response(await readFile(new URL(url)), { headers: { 'content-type': 'text/html' } }),
        ),
      },
      protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
      safeStorage: {
        isEncryptionAvailable: vi.fn(() => true),
        getSelectedStorageBackend: vi.fn(() => state.backend),
        encryptString: vi.fn((s: string) => Buffer.from(s)),
        decryptString: vi.fn((b: Buffer) => b.toString()),
      },
      session: {
        defaultSession: {
          setPermissionRequestHandler: vi.fn((_handler: Listener) => undefined),
          setPermissionCheckHandler: vi.fn((_handler: Listener) => undefined),
          webRequest: { onHeadersReceived: vi.fn() },
        },
      },
      shell: { openExternal: vi.fn(() => Promise.resolve()) },
    },
  };
});

vi.mock('electron', () => electron.module);

const e = electron.module;
const rendererDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../renderer');

type FakeWindow = (typeof electron.windows)[number];

async function start(): Promise<FakeWindow> {
  vi.resetModules();
  vi.clearAllMocks();
  electron.windows.length = 0;
  electron.appListeners.clear();
  await import('./index.ts');
  electron.fireReady();
  await vi.waitFor(() => expect(electron.windows).toHaveLength(1));
  return electron.windows[0]!;
}

beforeEach(() => {
  electron.state.lock = true;
  electron.state.backend = 'gnome_libsecret';
});

describe('main process glue', () => {
  it('registers app:// as a privileged scheme before ready', async () => {
    await start();
    expect(e.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('opens one sandboxed, isolated window on app://studio with the preload', async () => {
    const win = await start();
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    });
    expect(String(win.options.webPreferences['preload'])).toMatch(/[\\/]preload[\\/]index\.js$/);
    expect(win.loadURL).toHaveBeenCalledWith('app://studio/index.html');
    expect(e.Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
  });

  it('serves renderer files with the CSP and refuses anything outside the renderer folder', async () => {
    await start();
    const handler = e.protocol.handle.mock.calls[0]![1] as (request: Request) => Promise<Response>;
    const ok = await handler(new Request('app://studio/index.html'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await ok.text()).toBe(await readFile(path.join(rendererDir, 'index.html'), 'utf8'));
    expect(e.net.fetch).toHaveBeenCalledWith(expect.stringMatching(/^file:\/\/.*index\.html$/));
    const refused = await handler(new Request('app://studio/%2e%2e/%2e%2e/package.json'));
    expect(refused.status).toBe(404);
    const escaped = await handler(new Request('app://studio/assets/..%2f..%2f..%2fpackage.json'));
    expect(escaped.status).toBe(404);
    expect(escaped.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('keeps navigation inside the app and sends http(s) links to the system browser', async () => {
    const win = await start();
    const navigate = win.webContents.handler('will-navigate');
    const inside = { preventDefault: vi.fn() };
    navigate(inside, 'app://studio/index.html#/novels');
    expect(inside.preventDefault).not.toHaveBeenCalled();
    const outside = { preventDefault: vi.fn() };
    navigate(outside, 'https://inkshelf.example/novel/1');
    expect(outside.preventDefault).toHaveBeenCalled();
    expect(e.shell.openExternal).toHaveBeenCalledWith('https://inkshelf.example/novel/1');
    const file = { preventDefault: vi.fn() };
    navigate(file, 'file:///etc/passwd');
    expect(file.preventDefault).toHaveBeenCalled();
    expect(e.shell.openExternal).toHaveBeenCalledTimes(1);

    const open = win.webContents.openHandler;
    expect(open({ url: 'https://inkshelf.example/' })).toEqual({ action: 'deny' });
    expect(open({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(e.shell.openExternal).toHaveBeenCalledTimes(2);
    const attach = { preventDefault: vi.fn() };
    win.webContents.handler('will-attach-webview')(attach);
    expect(attach.preventDefault).toHaveBeenCalled();
  });

  it('denies every permission request and check', async () => {
    await start();
    const request = e.session.defaultSession.setPermissionRequestHandler.mock.calls[0]![0];
    const callback = vi.fn();
    request({}, 'media', callback);
    request({}, 'notifications', callback);
    expect(callback.mock.calls).toEqual([[false], [false]]);
    const check = e.session.defaultSession.setPermissionCheckHandler.mock.calls[0]![0];
    expect(check({}, 'clipboard-read')).toBe(false);
  });

  it('registers every IPC channel and refuses foreign frames', async () => {
    await start();
    const channels = e.ipcMain.handle.mock.calls.map((call) => call[0]);
    expect(channels.sort()).toEqual([...CHANNELS].sort());
    const info = e.ipcMain.handle.mock.calls.find((call) => call[0] === 'app:info')![1];
    await expect(info({ senderFrame: { url: 'app://studio/index.html' } })).resolves.toMatchObject({
      version: '0.1.0',
    });
    await expect(info({ senderFrame: { url: 'https://evil.example/' } })).rejects.toThrow(
      /only accepted from the studio/,
    );
  });

  it('stores credentials only when safeStorage really encrypts', async () => {
    await start();
    const available = e.ipcMain.handle.mock.calls.find((c) => c[0] === 'credentials:isEncryptionAvailable')![1];
    const frame = { senderFrame: { url: 'app://studio/' } };
    await expect(available(frame)).resolves.toBe(true);
    electron.state.backend = 'basic_text';
    await expect(available(frame)).resolves.toBe(false);
  });

  it('focuses the first window when a second instance starts, and a second instance quits at once', async () => {
    const win = await start();
    electron.appListeners.get('second-instance')!();
    expect(win.restore).toHaveBeenCalled();
    expect(win.focus).toHaveBeenCalled();
    electron.appListeners.get('window-all-closed')!();
    expect(e.app.quit).toHaveBeenCalledTimes(process.platform === 'darwin' ? 0 : 1);

    electron.state.lock = false;
    vi.resetModules();
    vi.clearAllMocks();
    electron.windows.length = 0;
    await import('./index.ts');
    expect(e.app.quit).toHaveBeenCalledTimes(1);
    expect(e.app.whenReady).not.toHaveBeenCalled();
  });
});
