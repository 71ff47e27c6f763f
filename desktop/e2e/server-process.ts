/**
 * The real Inkshelf server as a child process (`node --import tsx server/src/main.ts`), startable and stoppable
 * on the same port and database, so a test can take it away (offline) and bring it back. Its configuration
 * comes from the environment global-setup.ts prepared (STUDIO_E2E_*).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForListeningPort } from '../../server/test/listening-port.ts';

const serverDir = path.resolve(__dirname, '..', '..', 'server');
const STARTUP_TIMEOUT_MS = 120_000;

export interface RunningServer {
  url: string;
  /** SIGKILL: the server vanishes as a network outage would. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 15 s. */
  stop(): Promise<void>;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through playwright (e2e/global-setup.ts)`);
  return value;
}

export function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: required('STUDIO_E2E_SERVER_PORT'),
    DATA_DIR: required('STUDIO_E2E_DATA_DIR'),
    SEED_DEMO: 'true',
    RATE_LIMIT_SCALE: '50',
    LOG_LEVEL: 'info',
    STUDIO_ORIGINS: required('STUDIO_E2E_RENDERER_URL'),
    SESSION_SECRET: required('STUDIO_E2E_SESSION_SECRET'),
  };
  const webDist = path.resolve(serverDir, '..', 'web', 'dist');
  if (fs.existsSync(path.join(webDist, 'index.html'))) env.WEB_DIST = webDist;
  if (process.env.STUDIO_E2E_DATABASE_URL) env.DATABASE_URL = process.env.STUDIO_E2E_DATABASE_URL;
  else delete env.DATABASE_URL;
  return env;
}

export async function startServer(): Promise<RunningServer> {
  const logFile = path.join(required('STUDIO_E2E_OUTPUT_DIR'), 'server.log');
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: serverEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
  };
  try {
    const port = await waitForListeningPort(child, log, STARTUP_TIMEOUT_MS);
    return { url: `http://127.0.0.1:${port}`, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
}
