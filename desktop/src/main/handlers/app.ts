/** App information and opening links in the system browser (http and https only, checked by security.ts). */
import type { StudioBridge } from '../../shared/bridge.ts';
import { isSafeExternalUrl } from '../security.ts';

export interface AppHandlerOptions {
  dataDir: string;
  appVersion: string;
  platform: string;
  openExternal(url: string): Promise<void>;
}

export const EXTERNAL_URL_REFUSED = 'Only http:// and https:// links can be opened in the browser.';

export function createAppHandlers(options: AppHandlerOptions): StudioBridge['app'] {
  return {
    info() {
      return Promise.resolve({ version: options.appVersion, dataDir: options.dataDir, platform: options.platform });
    },
    async openExternal(url: string) {
      if (typeof url !== 'string' || !isSafeExternalUrl(url)) throw new Error(EXTERNAL_URL_REFUSED);
      await options.openExternal(url);
    },
  };
}
