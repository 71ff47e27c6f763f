import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { fileURLToPath } from 'node:url';
import { entities } from '../entities/index.ts';
import { migrations } from './migrations/index.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** `log` receives the ORM's own messages (the migrator's progress); they are dropped by default. */
export function ormConfig(
  clientUrl: string,
  poolMax: number,
  log: (message: string) => void = () => undefined,
): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: poolMax },
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
