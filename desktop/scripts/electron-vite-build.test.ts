import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const desktopDir = path.resolve(__dirname, '..');
let outDir: string;

// `electron-vite build` needs no Electron binary: the same command CI and the release workflow run.
beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'inkshelf-studio-build-'));
  const cli = path.join(desktopDir, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  await promisify(execFile)(process.execPath, [cli, 'build', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: desktopDir,
  });
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('electron-vite build', () => {
  it('emits a CommonJS preload that requires nothing but electron (sandbox)', async () => {
    const preload = await readFile(path.join(outDir, 'preload', 'index.js'), 'utf8');
    expect(preload).toMatch(/require\("electron"\)/);
    expect(preload).not.toMatch(/^[ \t]*(?:import|export)\s/m);
    expect([...preload.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['electron']);
    expect(preload).toContain('exposeInMainWorld("studio"');
  });

  it('emits a self-contained CommonJS main process (only electron and Node built-ins are required)', async () => {
    const main = await readFile(path.join(outDir, 'main', 'index.js'), 'utf8');
    const required = new Set([...main.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!));
    expect(required.has('electron')).toBe(true);
    for (const name of required) expect(name === 'electron' || name.startsWith('node:'), name).toBe(true);
  });

  it('emits a minified renderer with relative asset paths and no inline script', async () => {
    const html = await readFile(path.join(outDir, 'renderer', 'index.html'), 'utf8');
    expect(html).toMatch(/<script type="module" crossorigin src="\.\/assets\/[^"]+\.js"><\/script>/);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const assets = await readdir(path.join(outDir, 'renderer', 'assets'));
    const js = assets.find((name) => name.endsWith('.js'))!;
    const code = await readFile(path.join(outDir, 'renderer', 'assets', js), 'utf8');
    expect(code.split('\n').length).toBeLessThan(code.length / 500);
  });
});
