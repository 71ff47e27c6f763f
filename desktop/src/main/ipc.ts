/**
 * Registers every channel of CHANNELS on ipcMain.handle, once. Each call is accepted only from a frame showing
 * the studio itself (app://studio, or the dev server in development) and goes through dispatch(), which checks
 * its arguments. ipcMain comes in as a parameter, so this file has no Electron import and tests pass a mock.
 */
import { CHANNELS, type StudioBridge } from '../shared/bridge.ts';
import { dispatch } from './handlers/index.ts';
import { isAppUrl } from './security.ts';

/** The part of Electron's IpcMainInvokeEvent used here. */
export interface InvokeEventLike {
  senderFrame?: { url: string } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>): void;
}

export const FOREIGN_SENDER_MESSAGE = 'Refused: studio calls are only accepted from the studio window.';

export function registerIpc(ipcMain: IpcMainLike, handlers: StudioBridge, devServerUrl?: string | null): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, async (event, ...args) => {
      const url = event.senderFrame?.url ?? '';
      if (!isAppUrl(url, devServerUrl)) throw new Error(FOREIGN_SENDER_MESSAGE);
      return dispatch(handlers, channel, args);
    });
  }
}
