// `pnpm db:backup [file]` and `pnpm db:restore <file> [--clean]`: pg_dump's custom format (compressed, restorable
// table by table) of the database at DATABASE_URL, and pg_restore of such a file into it. The password never
// reaches the command line (other users of the machine could read it there): it travels in PGPASSWORD.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './orm-config.ts';

export class BackupError extends Error {
  override name = 'BackupError';
}

export const EMBEDDED_DATABASE_ADVICE = [
  'DATABASE_URL is not set, so the server uses its embedded database (PGlite in DATA_DIR/pglite), which',
  'pg_dump cannot read. To back it up, stop the server and copy the DATA_DIR/pglite folder (copy it back, the',
  'server stopped, to restore). For backups while the site runs, move to a real PostgreSQL: set DATABASE_URL',
  '(see "Using a real PostgreSQL" in the README).',
].join('\n');

/** Where pg_dump and pg_restore are: PG_BIN_DIR (e.g. /usr/lib/postgresql/17/bin), else the PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv): string {
  return env.PG_BIN_DIR ? path.join(env.PG_BIN_DIR, name) : name;
}

/** DATABASE_URL checked: unset means the embedded database, which these tools cannot serve. */
export function databaseUrlFrom(env: NodeJS.ProcessEnv): string {
  const url = env.DATABASE_URL;
  if (!url) throw new BackupError(EMBEDDED_DATABASE_ADVICE);
  if (!/^postgres(?:ql)?:\/\//.test(url) || !URL.canParse(url)) {
    throw new BackupError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return url;
}

/** The URL without its password, and the environment that carries the password instead. */
export function connectionFor(url: string, env: NodeJS.ProcessEnv): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...env, PGPASSWORD: password } : env };
}

/** A file name for a backup taken now: inkshelf-2026-11-27T08-30-00Z.dump. */
export function defaultBackupName(now = new Date()): string {
  return `inkshelf-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.dump`;
}

export async function backupDatabase(file: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const connection = connectionFor(databaseUrlFrom(env), env);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: pick another name or remove it first`);
  const partial = `${file}.partial`;
  try {
    // --no-owner/--no-privileges: the restore runs as whoever restores it, on any server.
    await run(
      pgTool('pg_dump', env),
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${connection.dbname}`],
      connection.env,
    );
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export interface RestoreOptions {
  /** Drop what the database already holds before restoring (pg_restore --clean --if-exists). */
  clean?: boolean;
}

export async function restoreDatabase(
  file: string,
  options: RestoreOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const url = databaseUrlFrom(env);
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  const connection = connectionFor(url, env);
  if (!options.clean) {
    const tables = await countTables(url);
    if (tables > 0) {
      throw new BackupError(
        `The database at DATABASE_URL already holds ${tables} tables. Restore into an empty database ` +
          '(createdb, then point DATABASE_URL at it), or pass --clean to drop and replace what it holds.',
      );
    }
  }
  await run(
    pgTool('pg_restore', env),
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(options.clean ? ['--clean', '--if-exists'] : []),
      `--dbname=${connection.dbname}`,
      file,
    ],
    connection.env,
  );
}

async function countTables(url: string): Promise<number> {
  const orm = await MikroORM.init(ormConfig(url, 1));
  try {
    const rows = await orm.em.execute<{ count: string }[]>(
      "select count(*) as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await orm.close(true);
  }
}

/** Runs a PostgreSQL client tool, its messages passed through; a missing tool or a failure is a BackupError. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const name = path.basename(command);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${name} was not found. Install PostgreSQL's client tools, as new as the server ` +
                '(Debian: apt-get install postgresql-client), or set PG_BIN_DIR to the folder that holds them ' +
                '(e.g. /usr/lib/postgresql/17/bin).',
            )
          : new BackupError(`${name} could not start: ${error.message}`),
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${name} failed (${signal ?? `exit code ${code}`}); its message is above`));
    });
  });
}
