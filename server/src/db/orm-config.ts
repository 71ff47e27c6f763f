import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { fileURLToPath } from 'node:url';
import { ChangeRecorder } from '../cache/changes.ts';
import { entities } from '../entities/index.ts';
import { migrations } from './migrations/index.ts';
import { ReplicaAwareDriver } from './read-replicas.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * How long a query waits for a connection (a new one, or a free one of the pool) before it fails, which the API
 * answers with 503: a database that stopped answering must not hold requests until the operating system gives up.
 */
export const DB_CONNECT_TIMEOUT_MS = 10_000;

/**
 * A read replica gets less: a read that cannot reach one moves on to the next replica or the primary (see
 * readConnection), so a replica that stopped answering costs a read this long, once per cooldown.
 */
export const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

/**
 * `log` receives the ORM's own messages (the migrator's progress); they are dropped by default. `readUrls` are the
 * read replicas (DATABASE_READ_URLS): the ORM's own queries stay on the primary (preferReadReplicas off), and
 * the public reads routed by readConnection go to the replicas.
 */
export function ormConfig(
  clientUrl: string,
  poolMax: number,
  log: (message: string) => void = () => undefined,
  readUrls: string[] = [],
): Options {
  return defineConfig({
    driver: ReplicaAwareDriver,
    clientUrl,
    replicas: readUrls.map((url, index) => ({
      name: `read-${index + 1}`,
      clientUrl: url,
      driverOptions: { connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS },
    })),
    preferReadReplicas: false,
    entities,
    extensions: [Migrator],
    // What each flush changed, for the cache announcements of the request or job it runs in.
    subscribers: [new ChangeRecorder()],
    // Idle connections live a minute (pg-pool's default is 10 s): after a 15 s lull, the 10 s default made the next
    // burst reconnect, so its first 3 s of chapter reads ran at p99 23-348 ms against 14-44 ms (2026-11-28).
    pool: { min: 0, max: poolMax, idleTimeoutMillis: 60_000 },
    driverOptions: { connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS },
    debug: false,
    logger: log,
    allowGlobalContext: false,
    migrations: {
      migrationsList: migrations,
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
  });
}
