/**
 * A PostgreSQL primary and its streaming replica on this machine for tests: a new initdb cluster on a free loopback
 * port (the shared server at 5432 keeps its configuration) and a pg_basebackup hot standby of it. Tests pause the
 * replica's WAL replay to make it lag, or stop it to make it go down.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
/** The newest PostgreSQL's binaries installed here, if any. */
export const PG_BIN = newest ? `/usr/lib/postgresql/${newest}/bin` : undefined;
/** Whether clusters can be made here: the binaries exist and the tests run as root (to act as postgres). */
export const clustersRunnable = Boolean(PG_BIN && fs.existsSync(`${PG_BIN}/initdb`) && process.getuid?.() === 0);

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} ${args.join(' ')}: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `probe` (errors count as not yet) until it gives a value. */
export async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const asPostgres = (command: string, args: string[]) =>
  run('runuser', ['-u', 'postgres', '--', command, ...args]);

export interface ReplicaCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** One query on a fresh connection to `url`. */
  query<R extends Record<string, unknown>>(url: string, sql: string, params?: unknown[]): Promise<R[]>;
  /** Waits until the replica has replayed everything the primary wrote so far. */
  caughtUp(): Promise<void>;
  /** Stops (or resumes) applying the primary's changes on the replica: it keeps answering, a step behind. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a primary and its pg_basebackup replica; `close` stops both and deletes their files. */
export async function startReplicaCluster(): Promise<ReplicaCluster> {
  if (!PG_BIN) throw new Error('no PostgreSQL binaries in /usr/lib/postgresql');
  const bin = PG_BIN;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-cluster-'));
  const uid = Number(await run('id', ['-u', 'postgres']));
  const gid = Number(await run('id', ['-g', 'postgres']));
  fs.chownSync(dir, uid, gid);
  fs.chmodSync(dir, 0o755);
  const primaryData = path.join(dir, 'primary');
  const replicaData = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const options = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = (data: string, port: number, extra: string) =>
    asPostgres(`${bin}/pg_ctl`, ['-D', data, '-l', `${data}.log`, '-w', '-o', `${options(port)} ${extra}`, 'start']);
  const stop = (data: string) =>
    fs.existsSync(path.join(data, 'postmaster.pid'))
      ? asPostgres(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop']).then(() => undefined)
      : Promise.resolve();
  const url = (port: number) => `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const query = async <R extends Record<string, unknown>>(target: string, sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as R[];
    } finally {
      await client.end();
    }
  };
  try {
    await asPostgres(`${bin}/initdb`, [`--pgdata=${primaryData}`, '--username=postgres', '--auth=trust']);
    fs.appendFileSync(path.join(primaryData, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
    await start(primaryData, primaryPort, '-c wal_level=replica -c max_wal_senders=5');
    await asPostgres(`${bin}/pg_basebackup`, [
      `--dbname=${url(primaryPort)}`,
      `--pgdata=${replicaData}`,
      '--wal-method=stream',
      '--write-recovery-conf',
      '--checkpoint=fast',
    ]);
    const startReplica = async () => {
      await start(replicaData, replicaPort, '-c hot_standby=on');
      await until(async () => {
        const [row] = await query<{ standby: boolean }>(url(replicaPort), 'select pg_is_in_recovery() as standby');
        return row?.standby ? true : undefined;
      }, 30_000);
    };
    await startReplica();
    return {
      primaryUrl: url(primaryPort),
      replicaUrl: url(replicaPort),
      query,
      async caughtUp() {
        const [primary] = await query<{ lsn: string }>(url(primaryPort), 'select pg_current_wal_lsn()::text as lsn');
        const lsn = primary!.lsn;
        await until(async () => {
          const [row] = await query<{ behind: boolean }>(
            url(replicaPort),
            'select pg_last_wal_replay_lsn() < $1::pg_lsn as behind',
            [lsn],
          );
          return row?.behind === false ? true : undefined;
        }, 30_000);
      },
      pauseReplay: () => query(url(replicaPort), 'select pg_wal_replay_pause()').then(() => undefined),
      resumeReplay: () => query(url(replicaPort), 'select pg_wal_replay_resume()').then(() => undefined),
      stopReplica: () => stop(replicaData),
      startReplica,
      async close() {
        await stop(replicaData);
        await stop(primaryData);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stop(replicaData).catch(() => undefined);
    await stop(primaryData).catch(() => undefined);
    const logs = ['primary.log', 'replica.log']
      .map((name) => path.join(dir, name))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`the replica cluster did not start: ${(error as Error).message}\n${logs}`, { cause: error });
  }
}
