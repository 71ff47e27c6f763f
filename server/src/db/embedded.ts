import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** PGlite serves one session at a time: the ORM pool must not open more connections than this. */
export const EMBEDDED_MAX_CONNECTIONS = 1;

export interface EmbeddedPostgres {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts PostgreSQL compiled to WebAssembly (PGlite) in this process, persisting in `dataDir`, behind a
 * loopback socket so the ordinary postgresql driver can talk to it.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireLock(path.join(dataDir, 'inkshelf.lock'));
  let db: PGlite | undefined;
  try {
    db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    await db.exec('create extension if not exists pg_trgm');
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: EMBEDDED_MAX_CONNECTIONS });
    await server.start();
    const address = server.getServerConn();
    const pglite = db;
    return {
      url: `postgresql://postgres:postgres@${address}/postgres`,
      dataDir,
      async close() {
        await server.stop();
        await pglite.close();
        releaseLock();
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}

/** One process per data folder: a second one would corrupt it. A lock left by a dead process is taken over. */
function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data folder ${path.dirname(lockFile)} is in use by another Inkshelf process (pid ${owner}). ` +
            'Stop it, or set DATA_DIR to another folder.',
          { cause: error },
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${path.dirname(lockFile)}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
