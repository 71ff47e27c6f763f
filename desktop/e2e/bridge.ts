/**
 * `window.studio` in plain Chromium: the real handler modules (createHandlers) run in the test process with a
 * temporary data folder and a fake cipher; `page.exposeFunction` carries each call there through dispatch(), and
 * an init script builds the bridge object from the shared channel list, exactly as the preload does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CHANNELS } from '../src/shared/bridge.ts';
import { createHandlers, dispatch } from '../src/main/handlers/index.ts';

/** Reversible and obviously not secure: enough to test that credentials go through the cipher. */
export const fakeCipher = {
  isEncryptionAvailable: () => true,
  encryptString: (plain: string) => Buffer.from(`fake-cipher:${Buffer.from(plain).toString('base64')}`),
  decryptString: (encrypted: Buffer) =>
    Buffer.from(encrypted.toString().replace(/^fake-cipher:/, ''), 'base64').toString(),
};

export interface BridgedStudio {
  dataDir: string;
  /** Links opened 'in the system browser'. */
  opened: string[];
  cleanup(): void;
}

export async function bridgeStudio(page: Page): Promise<BridgedStudio> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-studio-data-'));
  const opened: string[] = [];
  const handlers = createHandlers({
    dataDir,
    cipher: fakeCipher,
    openExternal: (url) => {
      opened.push(url);
      return Promise.resolve();
    },
    appVersion: '0.1.0-e2e',
    platform: process.platform,
  });
  await page.exposeFunction('__studioInvoke', (channel: string, args: unknown) => dispatch(handlers, channel, args));
  await page.addInitScript(
    (channels: string[]) => {
      const invoke = (window as unknown as { __studioInvoke: (c: string, a: unknown[]) => Promise<unknown> })
        .__studioInvoke;
      const bridge: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
      for (const channel of channels) {
        const [group, method] = channel.split(':') as [string, string];
        bridge[group] ??= {};
        bridge[group][method] = (...args: unknown[]) => invoke(channel, args);
      }
      Object.defineProperty(window, 'studio', { value: Object.freeze(bridge), configurable: false });
    },
    [...CHANNELS],
  );
  return { dataDir, opened, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** Every current draft file under the data folder (snapshots left out). */
export function draftFiles(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^n\d+-(?:c\d+|local-[\w-]+)\.json$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('snapshots'));
}
