/**
 * Electron glue only: every decision it makes is a pure function in security.ts, menu.ts or ipc.ts, and all
 * the work happens in the plain-Node handlers. The only main-process file that imports 'electron'.
 */
import { BrowserWindow, Menu, app, ipcMain, net, protocol, safeStorage, session, shell } from 'electron';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHandlers } from './handlers/index.ts';
import { registerIpc } from './ipc.ts';
import { menuTemplate } from './menu.ts';
import {
  APP_ENTRY_URL,
  APP_SCHEME,
  contentSecurityPolicy,
  isAppUrl,
  isRealEncryption,
  isSafeExternalUrl,
  resolveAppRequest,
} from './security.ts';

const PRODUCT_NAME = 'Inkshelf Studio';
const devServerUrl = app.isPackaged ? null : (process.env['ELECTRON_RENDERER_URL'] ?? null);
const rendererDir = path.join(__dirname, '../renderer');
const csp = contentSecurityPolicy(devServerUrl);

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

let mainWindow: BrowserWindow | null = null;

function openOutside(url: string): void {
  if (isSafeExternalUrl(url)) void shell.openExternal(url);
}

function createWindow(): void {
  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 720,
    minHeight: 520,
    show: false,
    title: PRODUCT_NAME,
    webPreferences: {
      preload: path.join(__dirname, '../preload/index.js'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    },
  });
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  win.webContents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  const lockNavigation = (event: Electron.Event, url: string) => {
    if (isAppUrl(url, devServerUrl)) return;
    event.preventDefault();
    openOutside(url);
  };
  win.webContents.on('will-navigate', lockNavigation);
  win.webContents.on('will-redirect', lockNavigation);
  win.webContents.on('will-attach-webview', (event) => event.preventDefault());
  void win.loadURL(devServerUrl ?? APP_ENTRY_URL);
  mainWindow = win;
}

function serveRenderer(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const headers = { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' };
    const file = resolveAppRequest(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404, headers });
    try {
      const response = await net.fetch(pathToFileURL(file).toString());
      const merged = new Headers(response.headers);
      for (const [name, value] of Object.entries(headers)) merged.set(name, value);
      return new Response(response.body, { status: response.status, headers: merged });
    } catch {
      return new Response('Not found', { status: 404, headers });
    }
  });
}

function lockSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  if (devServerUrl) {
    ses.webRequest.onHeadersReceived({ urls: [`${devServerUrl.replace(/\/$/, '')}/*`] }, (details, callback) => {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
    });
  }
}

if (!app.requestSingleInstanceLock()) {
  // Another studio is running: it gets focus (second-instance below) and this one leaves before touching drafts.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  void app.whenReady().then(() => {
    const handlers = createHandlers({
      dataDir: app.getPath('userData'),
      cipher: {
        isEncryptionAvailable: () =>
          isRealEncryption(
            safeStorage.isEncryptionAvailable(),
            process.platform,
            process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : undefined,
          ),
        encryptString: (plain) => safeStorage.encryptString(plain),
        decryptString: (encrypted) => safeStorage.decryptString(encrypted),
      },
      openExternal: (url) => shell.openExternal(url),
      appVersion: app.getVersion(),
      platform: process.platform,
    });
    serveRenderer();
    lockSession();
    registerIpc(ipcMain, handlers, devServerUrl);
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        menuTemplate(process.platform, PRODUCT_NAME, devServerUrl !== null) as Electron.MenuItemConstructorOptions[],
      ),
    );
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });
}
