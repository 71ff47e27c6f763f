/**
 * zod schemas for everything that crosses the bridge or is read back from disk. Each one is checked against the
 * bridge types (`satisfies z.ZodType<...>`), so a change to bridge.ts that the schemas miss fails to compile.
 */
import { z } from 'zod';
import type {
  ChapterDraft,
  DraftKey,
  DraftSaveInput,
  SaveReason,
  StoredCredentials,
  StudioSettings,
} from '../../shared/bridge.ts';

/** 'local-' + a uuid (or any short id of letters, digits and dashes): safe to use in a file name as is. */
export const LOCAL_ID_PATTERN = /^local-[A-Za-z0-9-]{1,64}$/;

/** An origin such as 'https://inkshelf.example' or 'http://127.0.0.1:3000' (no path, no trailing slash). */
export const serverUrlSchema = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'serverUrl must be an http(s) origin such as https://inkshelf.example (no path, no trailing slash)');

const positiveId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const draftKeySchema = z
  .object({
    serverUrl: serverUrlSchema,
    novelId: positiveId,
    chapterId: positiveId.nullable(),
    localId: z.string().regex(LOCAL_ID_PATTERN, "localId must look like 'local-<uuid>'").nullable(),
  })
  .strict()
  .refine(
    (key) => (key.chapterId === null) !== (key.localId === null),
    'A draft key has either a chapterId (server chapter) or a localId (new chapter), not both or neither',
  ) satisfies z.ZodType<DraftKey>;

/** Generous bounds: a draft may run over the server's limits while the author is still writing. */
const MAX_CONTENT_CHARS = 20_000_000;
const isoTime = z.iso.datetime({ offset: true });

export const draftSaveInputSchema = z
  .object({
    key: draftKeySchema,
    novelTitle: z.string().max(1000),
    title: z.string().max(1000),
    chapterNumber: z.number().int().min(0).max(1_000_000).nullable(),
    content: z.string().max(MAX_CONTENT_CHARS),
    authorNote: z.string().max(100_000),
    baseUpdatedAt: isoTime.nullable(),
    serverStatus: z.enum(['draft', 'published', 'scheduled']).nullable(),
    pending: z.enum(['save-draft', 'publish']).nullable(),
  })
  .strict() satisfies z.ZodType<DraftSaveInput>;

export const chapterDraftSchema = draftSaveInputSchema
  .extend({ savedAt: isoTime, revision: z.number().int().nonnegative() })
  .strict() satisfies z.ZodType<ChapterDraft>;

export const saveReasonSchema = z.enum(['journal', 'autosave', 'manual']) satisfies z.ZodType<SaveReason>;

/** Snapshot ids are '<epoch ms>-r<revision>': never a path. */
export const snapshotIdSchema = z.string().regex(/^\d{13}-r\d{1,15}$/, 'Unknown snapshot id');

export const storedCredentialsSchema = z
  .object({
    serverUrl: serverUrlSchema,
    username: z.string().min(1).max(200),
    accessToken: z.string().min(1).max(10_000),
    accessExpiresAt: isoTime,
    refreshToken: z.string().min(1).max(10_000),
  })
  .strict() satisfies z.ZodType<StoredCredentials>;

export const SETTINGS_DEFAULTS: StudioSettings = {
  serverUrl: '',
  autosaveMs: 30_000,
  journalMs: 1_000,
  snapshotsKept: 20,
  theme: 'light',
};

const settingsFields = {
  serverUrl: z.union([z.literal(''), serverUrlSchema]),
  autosaveMs: z.number().int().min(5_000).max(600_000),
  /** The journal write comes at most 2 s after typing stops. */
  journalMs: z.number().int().min(200).max(2_000),
  snapshotsKept: z.number().int().min(1).max(500),
  theme: z.enum(['light', 'dark']),
};

export const settingsSchema = z.object(settingsFields).strict() satisfies z.ZodType<StudioSettings>;
/** A patch may carry any server address: settings.update normalises it (and refuses garbage) itself. */
export const settingsPatchSchema = z
  .object({ ...settingsFields, serverUrl: z.string().max(2048) })
  .partial()
  .strict();

/** A readable list of zod issues: 'key.novelId: Invalid input; content: Too big'. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
