/** `window.studio`, exposed by the preload (the Electron app) or by the browser tests' init script. */
import type { StudioBridge } from './bridge.ts';

declare global {
  interface Window {
    studio: StudioBridge;
  }
}

export {};
