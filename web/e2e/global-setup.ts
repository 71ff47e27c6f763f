/**
 * Before the browser tests: builds the website when its sources changed and starts the real server on a free port over
 * a fresh database with the demo content (DATABASE_URL's PostgreSQL, else PGlite), logging to the output's server.log.
 * Google sign-in meets a real OpenID provider on loopback that signs in any typed login (server/test/oidc-provider.ts).
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestOidcProvider } from '../../server/test/oidc-provider.ts';
import { waitForListeningPort } from '../../server/test/listening-port.ts';

const web = path.resolve(import.meta.dirname, '..');
const serverDir = path.resolve(web, '..', 'server');
const STARTUP_TIMEOUT_MS = 120_000;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function psql(adminUrl: string, sql: string): void {
  execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: 'pipe' });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  execFileSync(process.execPath, [path.join(web, 'scripts', 'build-if-changed.ts')], { cwd: web, stdio: 'inherit' });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-e2e-'));
  const adminUrl = process.env.DATABASE_URL;
  const database = `inkshelf_e2e_${process.pid}_${Date.now()}`;
  if (adminUrl) psql(adminUrl, `create database "${database}"`);

  const outputDir = path.resolve(web, process.env.E2E_OUTPUT_DIR ?? 'test-results');
  fs.mkdirSync(outputDir, { recursive: true });
  const log = fs.createWriteStream(path.join(outputDir, 'server.log'));
  const google = await startTestOidcProvider();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // Every spec registers readers from one IP: lift the per-IP sign-up budget (10 an hour) for the run.
    RATE_LIMIT_SCALE: '50',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(web, 'dist'),
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    GOOGLE_OIDC_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
  };
  if (adminUrl) env.DATABASE_URL = withDatabase(adminUrl, database);
  else delete env.DATABASE_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    await google.close();
    if (adminUrl) psql(adminUrl, `drop database if exists "${database}" with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const port = await waitForListeningPort(child, log, STARTUP_TIMEOUT_MS);
    process.env.INKSHELF_E2E_URL = `http://127.0.0.1:${port}`;
    google.register([`http://127.0.0.1:${port}/auth/callback`, `http://localhost:${port}/auth/callback`]);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
