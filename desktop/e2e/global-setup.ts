/**
 * Before the studio's browser test: rebuilds the renderer when its sources are newer than out/renderer and serves it on
 * 127.0.0.1, then prepares the real server (free port, fresh database, STUDIO_ORIGINS = that origin) without starting
 * it: the test stops and starts the server itself (e2e/server-process.ts).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from './static-server.ts';

const desktop = path.resolve(__dirname, '..');
const root = path.resolve(desktop, '..');
const rendererOut = path.join(desktop, 'out', 'renderer', 'index.html');
const SOURCES = [
  path.join(desktop, 'src', 'renderer'),
  path.join(desktop, 'src', 'shared'),
  ...['api-client', 'reader-ui', 'ui', 'chapter-editor', 'analytics-ui', 'contracts'].map((name) =>
    path.join(root, 'packages', name, 'src'),
  ),
];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** electron-vite build when the built renderer is missing or older than its sources. */
export function buildIfChanged(): void {
  const built = fs.existsSync(rendererOut) ? fs.statSync(rendererOut).mtimeMs : 0;
  if (built > Math.max(...SOURCES.map(newestMtime))) return;
  execFileSync('pnpm', ['exec', 'electron-vite', 'build'], { cwd: desktop, stdio: 'inherit' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function psql(adminUrl: string, sql: string): void {
  execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: 'pipe' });
}

export interface PreparedEnvironment {
  rendererUrl: string;
  teardown: () => Promise<void>;
}

/** Sets the STUDIO_E2E_* variables the test and the benchmark read; returns how to undo it all. */
export async function prepareEnvironment(outputDir: string): Promise<PreparedEnvironment> {
  buildIfChanged();
  const renderer = await serveStatic(path.join(desktop, 'out', 'renderer'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-studio-e2e-'));
  const adminUrl = process.env.DATABASE_URL;
  const database = `inkshelf_studio_e2e_${process.pid}_${Date.now()}`;
  if (adminUrl) psql(adminUrl, `create database "${database}"`);
  fs.mkdirSync(outputDir, { recursive: true });

  process.env.STUDIO_E2E_RENDERER_URL = renderer.url;
  process.env.STUDIO_E2E_SERVER_PORT = String(await freePort());
  process.env.STUDIO_E2E_DATA_DIR = dataDir;
  process.env.STUDIO_E2E_OUTPUT_DIR = outputDir;
  process.env.STUDIO_E2E_SESSION_SECRET = crypto.randomBytes(32).toString('hex');
  if (adminUrl) process.env.STUDIO_E2E_DATABASE_URL = withDatabase(adminUrl, database);

  return {
    rendererUrl: renderer.url,
    teardown: async () => {
      await renderer.close();
      if (adminUrl) psql(adminUrl, `drop database if exists "${database}" with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const outputDir = path.resolve(desktop, process.env.E2E_OUTPUT_DIR ?? 'test-results');
  const prepared = await prepareEnvironment(outputDir);
  return prepared.teardown;
}
