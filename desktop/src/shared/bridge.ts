/**
 * The studio bridge: the one object the preload exposes as `window.studio`, and the single list of IPC channels
 * (CHANNELS) that main, preload and the browser tests build from. Payloads are plain JSON (no Map, Buffer or Date):
 * they cross IPC and, in tests, Playwright's exposeFunction.
 */

/** Which chapter a draft belongs to. A chapter not yet on the server has `chapterId: null` and a `localId`. */
export interface DraftKey {
  /** Normalised origin of the Inkshelf server, e.g. 'https://inkshelf.example' (no trailing slash). */
  serverUrl: string;
  novelId: number;
  /** The server's chapter id, or null for a chapter written offline that the server has not seen yet. */
  chapterId: number | null;
  /** Stable id of a new chapter ('local-' + uuid) until it gets a server id; null for server chapters. */
  localId: string | null;
}

/** What the author has written, as the editor holds it. */
export interface DraftFields {
  title: string;
  /** null: let the server choose the next number. */
  chapterNumber: number | null;
  /** Sanitiser-safe HTML from the shared chapter editor. */
  content: string;
  authorNote: string;
}

/** Work waiting for the server: sent by the publish queue once the server is reachable. */
export type PendingAction = 'save-draft' | 'publish';

export interface ChapterDraft extends DraftFields {
  key: DraftKey;
  /** Novel title when the draft was written (offline lists show it without the server). */
  novelTitle: string;
  /** The server's updatedAt this draft started from (sent as expectedUpdatedAt); null for new chapters. */
  baseUpdatedAt: string | null;
  /** The server status this draft started from; null for new chapters. */
  serverStatus: 'draft' | 'published' | 'scheduled' | null;
  /** Set when the author asked to save or publish and the server has not confirmed it yet. */
  pending: PendingAction | null;
  /** ISO time of the last write to disk. */
  savedAt: string;
  /** Monotonic revision of this draft, bumped on every save (newest wins between concurrent saves). */
  revision: number;
}

/** A save from the renderer: the main process stamps savedAt and revision. */
export type DraftSaveInput = Omit<ChapterDraft, 'savedAt' | 'revision'>;

/** Why a save happened: the 1 s journal after typing stops, the 30 s autosave, or an explicit action. */
export type SaveReason = 'journal' | 'autosave' | 'manual';

export interface DraftSummary {
  key: DraftKey;
  novelTitle: string;
  title: string;
  chapterNumber: number | null;
  words: number;
  pending: PendingAction | null;
  baseUpdatedAt: string | null;
  savedAt: string;
}

export interface SnapshotSummary {
  id: string;
  savedAt: string;
  words: number;
  title: string;
}

/** A draft file that could not be read: moved aside, reported once, never blocking the others. */
export interface DraftProblem {
  file: string;
  movedTo: string;
  message: string;
}

export interface SaveResult {
  savedAt: string;
  revision: number;
  /** Absolute path of the draft file (shown in the UI, used by tests). */
  file: string;
}

export interface StoredCredentials {
  serverUrl: string;
  username: string;
  accessToken: string;
  accessExpiresAt: string;
  refreshToken: string;
}

export interface StudioSettings {
  /** Last server used (prefills sign-in). */
  serverUrl: string;
  /** Autosave period in ms (spec: 30 s). */
  autosaveMs: number;
  /** Journal delay after the last keystroke in ms (at most 2 s). */
  journalMs: number;
  /** Rolling snapshots kept per draft. */
  snapshotsKept: number;
  theme: 'light' | 'dark';
}

export interface AppInfo {
  version: string;
  dataDir: string;
  platform: string;
}

export interface StudioBridge {
  drafts: {
    save(draft: DraftSaveInput, reason: SaveReason): Promise<SaveResult>;
    load(key: DraftKey): Promise<ChapterDraft | null>;
    list(serverUrl: string): Promise<DraftSummary[]>;
    remove(key: DraftKey): Promise<void>;
    /** Re-keys a local draft once the server has given the chapter an id. */
    rekey(from: DraftKey, to: DraftKey): Promise<void>;
    snapshots(key: DraftKey): Promise<SnapshotSummary[]>;
    loadSnapshot(key: DraftKey, snapshotId: string): Promise<ChapterDraft>;
    /** Makes a snapshot the current draft (the current one is snapshotted first, so nothing is lost). */
    restoreSnapshot(key: DraftKey, snapshotId: string): Promise<ChapterDraft>;
    /** Corrupt files found since start (moved aside). */
    problems(): Promise<DraftProblem[]>;
  };
  credentials: {
    get(): Promise<StoredCredentials | null>;
    set(credentials: StoredCredentials): Promise<void>;
    clear(): Promise<void>;
    /** False when the OS offers no encryption (then nothing is stored and the author signs in each start). */
    isEncryptionAvailable(): Promise<boolean>;
  };
  settings: {
    get(): Promise<StudioSettings>;
    update(patch: Partial<StudioSettings>): Promise<StudioSettings>;
  };
  app: {
    info(): Promise<AppInfo>;
    /** Opens an http(s) URL in the system browser (refused for anything else). */
    openExternal(url: string): Promise<void>;
  };
}

type Group = keyof StudioBridge;
type Channel<G extends Group> = `${G}:${Extract<keyof StudioBridge[G], string>}`;
export type StudioChannel = { [G in Group]: Channel<G> }[Group];

/** Every IPC channel, listed once: `group:method`, matching StudioBridge. */
export const CHANNELS = [
  'drafts:save',
  'drafts:load',
  'drafts:list',
  'drafts:remove',
  'drafts:rekey',
  'drafts:snapshots',
  'drafts:loadSnapshot',
  'drafts:restoreSnapshot',
  'drafts:problems',
  'credentials:get',
  'credentials:set',
  'credentials:clear',
  'credentials:isEncryptionAvailable',
  'settings:get',
  'settings:update',
  'app:info',
  'app:openExternal',
] as const satisfies readonly StudioChannel[];

/** Fails to compile when a bridge method has no channel in CHANNELS. */
type MissingChannel = Exclude<StudioChannel, (typeof CHANNELS)[number]>;
const _allChannelsListed: [MissingChannel] extends [never] ? true : never = true;
void _allChannelsListed;

/**
 * Builds a bridge object from one invoke function (preload: ipcRenderer.invoke; tests: an exposed function),
 * so both build `window.studio` the same way from CHANNELS.
 */
export function bridgeFrom(invoke: (channel: StudioChannel, args: unknown[]) => Promise<unknown>): StudioBridge {
  const bridge: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const channel of CHANNELS) {
    const [group, method] = channel.split(':') as [string, string];
    bridge[group] ??= {};
    bridge[group][method] = (...args: unknown[]) => invoke(channel, args);
  }
  return bridge as unknown as StudioBridge;
}
