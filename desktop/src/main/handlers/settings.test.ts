import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDataDir } from './drafts/test/fixtures.ts';
import { SETTINGS_DEFAULTS } from './schemas.ts';
import { createSettingsStore } from './settings.ts';

let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir()));
afterEach(() => cleanup());

describe('settings store', () => {
  it('starts from the defaults', async () => {
    expect(await createSettingsStore(dataDir).get()).toEqual({
      serverUrl: '',
      autosaveMs: 30000,
      journalMs: 1000,
      snapshotsKept: 20,
      theme: 'light',
    });
  });

  it('merges, validates and persists updates, normalising the server address', async () => {
    const store = createSettingsStore(dataDir);
    const updated = await store.update({ theme: 'dark', serverUrl: 'https://Inkshelf.example/login' });
    expect(updated).toEqual({ ...SETTINGS_DEFAULTS, theme: 'dark', serverUrl: 'https://inkshelf.example' });
    expect(await createSettingsStore(dataDir).get()).toEqual(updated);
    await expect(store.update({ journalMs: 5000 })).rejects.toThrow(/The settings were not changed: journalMs/);
    await expect(store.update({ colour: 'red' } as never)).rejects.toThrow(/not changed/);
    await expect(store.update({ serverUrl: 'ftp://x' })).rejects.toThrow('must start with http:// or https://');
    expect(await store.get()).toEqual(updated);
    expect((await store.update({ serverUrl: '' })).serverUrl).toBe('');
  });

  it('falls back to the defaults for a corrupt file and rewrites it', async () => {
    const file = path.join(dataDir, 'settings.json');
    await writeFile(file, '{ "theme": "dark", ');
    expect(await createSettingsStore(dataDir).get()).toEqual(SETTINGS_DEFAULTS);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(SETTINGS_DEFAULTS);
    await writeFile(file, JSON.stringify({ snapshotsKept: -4 }));
    expect(await createSettingsStore(dataDir).get()).toEqual(SETTINGS_DEFAULTS);
    await writeFile(file, JSON.stringify({ theme: 'dark' }));
    expect(await createSettingsStore(dataDir).get()).toEqual({ ...SETTINGS_DEFAULTS, theme: 'dark' });
  });
});
