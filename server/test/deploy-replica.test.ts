/**
 * deploy/postgres/'s two scripts as the compose file runs them, on this machine's PostgreSQL binaries: a primary set up
 * by primary-init.sh, a replica copied by replica-entrypoint.sh with pg_basebackup through a slot, streaming as a hot
 * standby. Only the image's own pieces are stand-ins: gosu (runuser) and docker-entrypoint.sh.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clustersRunnable, freePort, PG_BIN, run, until } from './replica-cluster.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = PG_BIN;
// CI runs as root on Debian's PostgreSQL; elsewhere this runs where the same is at hand.
const runnable = clustersRunnable;
const PASSWORD = "a p'ssword"; // quoting in SQL and in primary_conninfo

describe.runIf(Boolean(runnable) || Boolean(process.env.CI))(
  'deploy/postgres: a primary and its pg_basebackup replica',
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-replica-'));
    const primaryData = path.join(dir, 'primary');
    const replicaData = path.join(dir, 'replica');
    const stubs = path.join(dir, 'stub');
    let primaryPort: number;
    let replicaPort: number;
    let replica: ChildProcess | undefined;
    let replicaLog = '';
    const asPostgres = (command: string, args: string[], env?: NodeJS.ProcessEnv) =>
      run('runuser', ['-u', 'postgres', '--', command, ...args], env);
    const query = async (port: number, sql: string) => {
      const client = new pg.Client({ host: dir, port, user: 'postgres', database: 'postgres' });
      await client.connect();
      try {
        return (await client.query(sql)).rows as Record<string, unknown>[];
      } finally {
        await client.end();
      }
    };

    /** replica-entrypoint.sh as the compose service runs it: `postgres -c hot_standby=on` (and a loopback port). */
    const startReplica = () => {
      replicaLog = '';
      const child = spawn(
        'bash',
        [
          `${dir}/replica-entrypoint.sh`,
          'postgres',
          '-c',
          'hot_standby=on',
          ...`-p ${replicaPort} -k ${dir}`.split(' '),
        ],
        {
          env: {
            ...process.env,
            PATH: `${stubs}:${BIN}:${process.env.PATH}`,
            PGDATA: replicaData,
            PRIMARY_HOST: '127.0.0.1',
            PRIMARY_PORT: String(primaryPort),
            REPLICATION_USER: 'replicator',
            REPLICATION_PASSWORD: PASSWORD,
            REPLICATION_SLOT: 'replica_1',
          },
          stdio: 'pipe',
        },
      );
      child.stdout.on('data', (chunk: Buffer) => (replicaLog += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (replicaLog += chunk.toString()));
      return child;
    };
    const waitForReplica = () =>
      until(() => query(replicaPort, 'select pg_is_in_recovery() as standby'), 60_000).catch(() => {
        throw new Error(`the replica did not start:\n${replicaLog}`);
      });

    beforeAll(async () => {
      const uid = Number(await run('id', ['-u', 'postgres']));
      const gid = Number(await run('id', ['-g', 'postgres']));
      fs.mkdirSync(stubs);
      for (const script of ['primary-init.sh', 'replica-entrypoint.sh']) {
        fs.copyFileSync(path.join(ROOT, 'deploy/postgres', script), path.join(dir, script));
      }
      fs.chownSync(dir, uid, gid);
      fs.chmodSync(dir, 0o755);
      [primaryPort, replicaPort] = [await freePort(), await freePort()];

      await asPostgres(`${BIN}/initdb`, [
        `--pgdata=${primaryData}`,
        '--username=postgres',
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
      ]);
      const server = `-p ${primaryPort} -k ${dir} -c listen_addresses=127.0.0.1`;
      const primaryOptions = `${server} -c wal_level=replica -c max_wal_senders=10 -c max_replication_slots=10`;
      await asPostgres(`${BIN}/pg_ctl`, [
        '-D',
        primaryData,
        '-l',
        `${dir}/primary.log`,
        '-w',
        '-o',
        primaryOptions,
        'start',
      ]);
      // As the image runs docker-entrypoint-initdb.d: as postgres, then the server restarts (here: reloads pg_hba).
      await asPostgres('env', [
        `PGHOST=${dir}`,
        `PGPORT=${primaryPort}`,
        'POSTGRES_USER=postgres',
        'POSTGRES_DB=postgres',
        'REPLICATION_USER=replicator',
        `REPLICATION_PASSWORD=${PASSWORD}`,
        `PGDATA=${primaryData}`,
        'bash',
        `${dir}/primary-init.sh`,
      ]);
      await asPostgres(`${BIN}/pg_ctl`, ['-D', primaryData, 'reload']);

      fs.writeFileSync(path.join(stubs, 'gosu'), '#!/bin/sh\nuser="$1"; shift; exec runuser -u "$user" -- "$@"\n');
      fs.writeFileSync(
        path.join(stubs, 'docker-entrypoint.sh'),
        `#!/bin/sh\nshift\nexec runuser -u postgres -- ${BIN}/postgres -D "$PGDATA" "$@"\n`,
      );
      for (const stub of fs.readdirSync(stubs)) fs.chmodSync(path.join(stubs, stub), 0o755);
      replica = startReplica();
      await waitForReplica();
    }, 120_000);

    afterAll(async () => {
      for (const data of [replicaData, primaryData]) {
        if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
          await asPostgres(`${BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
        }
      }
      replica?.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('gives the primary a replication role that logs in with its password only for replication', async () => {
      const hba = fs.readFileSync(path.join(primaryData, 'pg_hba.conf'), 'utf8');
      expect(hba.trim().split('\n').at(-1)).toBe('host replication replicator all scram-sha-256');
      const [role] = await query(
        primaryPort,
        "select rolreplication, rolsuper from pg_roles where rolname = 'replicator'",
      );
      expect(role).toEqual({ rolreplication: true, rolsuper: false });
    });

    it('streams the primary into a hot standby through a replication slot', async () => {
      expect(replicaLog).toContain('replica: copying the primary with pg_basebackup');
      expect(fs.existsSync(path.join(replicaData, 'standby.signal'))).toBe(true);
      expect(await query(replicaPort, 'select pg_is_in_recovery() as standby')).toEqual([{ standby: true }]);
      // The standby answers queries before its WAL receiver has connected: wait for the slot to be in use.
      const slots = await until(async () => {
        const found = await query(primaryPort, 'select slot_name, active from pg_replication_slots');
        return found.some((slot) => slot.active) ? found : undefined;
      }, 10_000);
      expect(slots).toEqual([{ slot_name: 'replica_1', active: true }]);

      await query(primaryPort, "create table shelf (title text); insert into shelf values ('written on the primary')");
      const rows = await until(async () => {
        const found = await query(replicaPort, 'select title from shelf');
        return found.length > 0 ? found : undefined;
      }, 10_000);
      expect(rows).toEqual([{ title: 'written on the primary' }]);
      await expect(query(replicaPort, "insert into shelf values ('on the replica')")).rejects.toThrow(/read-only/);
    });

    it('starts an existing replica again without copying the primary again', async () => {
      await asPostgres(`${BIN}/pg_ctl`, ['-D', replicaData, '-m', 'fast', '-w', 'stop']);
      replica = startReplica();
      expect(await waitForReplica()).toEqual([{ standby: true }]);
      expect(replicaLog).not.toContain('pg_basebackup');
      expect(await query(replicaPort, 'select title from shelf')).toEqual([{ title: 'written on the primary' }]);
    });
  },
);
