/**
 * The studio's handlers as one StudioBridge object, in plain Node: the main process registers them on IPC
 * (ipc.ts), and the browser tests bridge the very same object into Chromium. No Electron import here; the OS
 * pieces (safeStorage, shell.openExternal) come in as options, and everything in and out is plain JSON.
 */
import { CHANNELS, type StudioBridge, type StudioChannel } from '../../shared/bridge.ts';
import { createAppHandlers } from './app.ts';
import { createCredentialsStore, type Cipher } from './credentials.ts';
import { createDraftStore } from './drafts/store.ts';
import { argumentSchemas } from './arguments.ts';
import { describeIssues } from './schemas.ts';
import { createSettingsStore } from './settings.ts';

export interface HandlerOptions {
  /** The app's data folder (Electron: app.getPath('userData')); drafts/, settings.json and credentials.bin live here. */
  dataDir: string;
  cipher: Cipher;
  openExternal(url: string): Promise<void>;
  appVersion: string;
  platform: string;
}

export type { Cipher } from './credentials.ts';
export { CHANNELS, type StudioBridge, type StudioChannel } from '../../shared/bridge.ts';

export function createHandlers(options: HandlerOptions): StudioBridge {
  const settings = createSettingsStore(options.dataDir);
  return {
    drafts: createDraftStore({
      dataDir: options.dataDir,
      snapshotsKept: async () => (await settings.get()).snapshotsKept,
    }),
    credentials: createCredentialsStore(options.dataDir, options.cipher),
    settings,
    app: createAppHandlers(options),
  };
}

const KNOWN = new Set<string>(CHANNELS);

export function isChannel(value: unknown): value is StudioChannel {
  return typeof value === 'string' && KNOWN.has(value);
}

/**
 * Calls the handler for `channel` with `args` after checking them against the channel's argument schema, so a
 * bad payload is refused with a clear Error (never a crash or a half-done write). Resolves to plain JSON.
 */
export async function dispatch(handlers: StudioBridge, channel: string, args: unknown): Promise<unknown> {
  if (!isChannel(channel)) throw new Error(`Unknown studio channel: ${String(channel).slice(0, 60)}`);
  const parsed = argumentSchemas[channel].safeParse(args);
  if (!parsed.success) throw new Error(`Invalid arguments for ${channel}: ${describeIssues(parsed.error)}`);
  const [group, method] = channel.split(':') as [keyof StudioBridge, string];
  const target = handlers[group] as unknown as Record<string, (...callArgs: unknown[]) => Promise<unknown>>;
  return target[method]!(...(parsed.data as unknown[]));
}
