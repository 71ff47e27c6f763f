/**
 * Studio settings in <dataDir>/settings.json: validated on read (a missing or corrupt file gives the defaults,
 * and a corrupt one is rewritten), merged and validated on update (a bad value is refused with its field named).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { StudioBridge, StudioSettings } from '../../shared/bridge.ts';
import { readIfExists, writeFileAtomic } from './atomic-file.ts';
import { normaliseServerUrl } from '../security.ts';
import { SETTINGS_DEFAULTS, describeIssues, settingsPatchSchema, settingsSchema } from './schemas.ts';

export type SettingsStore = StudioBridge['settings'];

export function createSettingsStore(dataDir: string): SettingsStore {
  const file = path.join(dataDir, 'settings.json');
  let cached: StudioSettings | null = null;
  let writing: Promise<unknown> = Promise.resolve();

  async function persist(settings: StudioSettings): Promise<void> {
    await mkdir(dataDir, { recursive: true });
    await writeFileAtomic(file, `${JSON.stringify(settings, null, 2)}\n`);
  }

  async function read(): Promise<StudioSettings> {
    if (cached) return cached;
    const raw = await readIfExists(file);
    if (raw === null) return (cached = { ...SETTINGS_DEFAULTS });
    let settings: StudioSettings | null = null;
    try {
      const parsed = settingsSchema.partial().safeParse(JSON.parse(raw.toString('utf8')));
      if (parsed.success) settings = { ...SETTINGS_DEFAULTS, ...parsed.data };
    } catch {
      settings = null;
    }
    if (!settings) {
      console.warn(`Settings file ${file} was unreadable; the defaults were restored.`);
      settings = { ...SETTINGS_DEFAULTS };
      await persist(settings);
    }
    return (cached = settings);
  }

  return {
    get: read,
    update(patch: Partial<StudioSettings>) {
      const task = writing.then(async () => {
        const parsed = settingsPatchSchema.safeParse(patch);
        if (!parsed.success) throw new Error(`The settings were not changed: ${describeIssues(parsed.error)}`);
        const changes = { ...parsed.data };
        if (changes.serverUrl) changes.serverUrl = normaliseServerUrl(changes.serverUrl);
        const next = settingsSchema.parse({ ...(await read()), ...changes });
        await persist(next);
        cached = next;
        return next;
      });
      writing = task.catch(() => undefined);
      return task;
    },
  };
}
