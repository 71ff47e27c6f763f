import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { ormConfig } from '../../src/db/orm-config.ts';

// Always the embedded path, whatever DATABASE_URL says: this is what `npm start` runs on a fresh machine.
const serverDir = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-persist-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(): Promise<Running> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: 'pipe' });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Inkshelf is serving (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, url, output: () => output, exited };
}

async function countRows(): Promise<{ users: number; novels: number; chapters: number }> {
  const embedded = await startEmbeddedPostgres(path.join(dataDir, 'pglite'));
  const orm = await MikroORM.init(ormConfig(embedded.url, 1));
  try {
    const rows = await orm.em
      .fork()
      .execute<{ users: number; novels: number; chapters: number }[]>(
        'select (select count(*)::int from users) as users, (select count(*)::int from novels) as novels, ' +
          '(select count(*)::int from chapters) as chapters',
      );
    return rows[0]!;
  } finally {
    await orm.close(true);
    await embedded.close();
  }
}

describe('embedded database (PGlite)', () => {
  let seeded: { users: number; novels: number; chapters: number };

  it('starts with no DATABASE_URL, seeds demo content and reports itself healthy', async () => {
    const server = await startServer();
    const health = await fetch(`${server.url}/api/health`).then((r) => r.json());
    expect(health).toEqual({ status: 'ok', database: 'embedded' });
    expect(server.output()).toContain('seeded demo content');

    server.child.kill('SIGKILL');
    await server.exited;
    seeded = await countRows();
    expect(seeded.users).toBeGreaterThanOrEqual(6);
    expect(seeded.novels).toBeGreaterThanOrEqual(12);
    expect(seeded.chapters).toBeGreaterThan(seeded.novels);
  });

  it('keeps everything committed after kill -9, restarts on the same folder and does not seed twice', async () => {
    const server = await startServer();
    const health = await fetch(`${server.url}/api/health`).then((r) => r.json());
    expect(health).toEqual({ status: 'ok', database: 'embedded' });
    expect(server.output()).not.toContain('seeded demo content');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'inkshelf.lock'))).toBe(false);
    expect(await countRows()).toEqual(seeded);
  });

  it('refuses a second process on the same data folder with a clear message', async () => {
    const server = await startServer();
    await expect(startEmbeddedPostgres(path.join(dataDir, 'pglite'))).rejects.toThrow(
      /is in use by another Inkshelf process \(pid \d+\)/,
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
