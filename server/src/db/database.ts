import { MikroORM } from '@mikro-orm/postgresql';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import { EMBEDDED_MAX_CONNECTIONS, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { ormConfig } from './orm-config.ts';

export type DatabaseKind = 'embedded' | 'postgresql';

export interface Database {
  orm: MikroORM;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR, and applies pending migrations. */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'DB_POOL_MAX'> & Partial<Pick<Env, 'DATABASE_READ_URLS'>>,
  logger: Logger,
): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = env.DATABASE_URL;
  let poolMax = env.DB_POOL_MAX;
  if (!url) {
    const dataDir = path.join(env.DATA_DIR, 'pglite');
    logger.info({ dataDir }, 'starting embedded PostgreSQL (PGlite)');
    embedded = await startEmbeddedPostgres(dataDir);
    url = embedded.url;
    poolMax = Math.min(poolMax, EMBEDDED_MAX_CONNECTIONS);
  }
  let orm: MikroORM | undefined;
  try {
    const readUrls = embedded ? [] : (env.DATABASE_READ_URLS ?? []);
    if (readUrls.length > 0) logger.info({ replicas: readUrls.length }, 'public reads go to the read replicas');
    orm = await MikroORM.init(ormConfig(url, poolMax, (message) => logger.debug(message), readUrls));
    const applied = await orm.migrator.up();
    if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
  } catch (error) {
    await orm?.close(true).catch(() => undefined);
    await embedded?.close().catch(() => undefined);
    throw error;
  }
  const connected = orm;
  return {
    orm: connected,
    kind: embedded ? 'embedded' : 'postgresql',
    async close() {
      await connected.close(true);
      await embedded?.close();
    },
  };
}
