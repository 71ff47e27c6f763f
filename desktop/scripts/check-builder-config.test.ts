import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, REPOSITORY_ROOT, checkBuilderConfig } from './check-builder-config.ts';

let dir: string;
let original: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'inkshelf-builder-'));
  original = await readFile(DEFAULT_CONFIG, 'utf8');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function variant(name: string, edit: (yml: string) => string): Promise<string> {
  const file = path.join(dir, name);
  const changed = edit(original);
  expect(changed).not.toBe(original);
  await writeFile(file, changed);
  return file;
}

describe('electron-builder.yml', () => {
  it("passes app-builder-lib's own loader and validator and points at real files", async () => {
    expect(path.basename(DEFAULT_CONFIG)).toBe('electron-builder.yml');
    await expect(checkBuilderConfig()).resolves.toEqual({ ok: true, errors: [] });
  });

  it('rejects an option the electron-builder schema does not know', async () => {
    const file = await variant('unknown-option.yml', (yml) => yml.replace('  category: Office', '  categoryy: Office'));
    const result = await checkBuilderConfig(file, REPOSITORY_ROOT);
    expect(result.ok).toBe(false);
    expect(result.errors.join('\n')).toMatch(/does not match the API schema[\s\S]*configuration\.linux/);
  });

  it('rejects a wrongly typed value', async () => {
    const file = await variant('bad-type.yml', (yml) => yml.replace('  oneClick: false', '  oneClick: sometimes'));
    const result = await checkBuilderConfig(file, REPOSITORY_ROOT);
    expect(result.ok).toBe(false);
    expect(result.errors.join('\n')).toMatch(/configuration\.nsis/);
  });

  it('rejects a missing icon, target or out/ folder', async () => {
    const file = await variant('missing.yml', (yml) =>
      yml.replace('icon: icon.png', 'icon: missing.png').replace('    - deb\n', '').replace('  - out/**/*\n', ''),
    );
    const result = await checkBuilderConfig(file, REPOSITORY_ROOT);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^mac\.icon: .*missing\.png does not exist$/),
        'linux.target must include deb',
        "files must include electron-vite's out/ folder",
      ]),
    );
  });
});
