/**
 * `pnpm db:backup` and `pnpm db:restore` as an operator runs them (the CLI in a child process, pg_dump and
 * pg_restore of this machine): a demo-seeded database backed up and restored into a fresh database has the same
 * rows in every table (count and checksum), the same sequences, indexes, constraints, triggers and functions.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { adminQuery, withDatabase } from '../../test/global-setup.ts';
import { buildBookmark, buildComment, buildReadingProgress } from '../../test/factories.ts';
import { ormConfig } from './orm-config.ts';
import { seedDemoContent } from './seed/seed.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-backup-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The CLI behind the package scripts, run as `pnpm db:backup` / `pnpm db:restore` run it. */
function cli(args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/db/backup-cli.ts', ...args],
      { cwd: SERVER_DIR, env: { ...inherited, INIT_CWD: workDir, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('db:backup and db:restore without a usable PostgreSQL', () => {
  it('explains the embedded database instead when DATABASE_URL is unset', async () => {
    const result = await cli(['backup', 'embedded.dump'], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL is not set');
    expect(result.stderr).toContain('copy the DATA_DIR/pglite folder');
    expect(fs.existsSync(path.join(workDir, 'embedded.dump'))).toBe(false);
  });

  it('says how to get pg_dump when it is missing', async () => {
    const result = await cli(['backup', 'missing.dump'], {
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres',
      PG_BIN_DIR: path.join(workDir, 'no-such-folder'),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('pg_dump was not found');
    expect(result.stderr).toContain('apt-get install postgresql-client');
  });

  it('rejects a URL that is not PostgreSQL, and a wrong command line with the usage', async () => {
    const notPostgres = await cli(['backup'], { DATABASE_URL: 'mysql://localhost/inkshelf' });
    expect(notPostgres.code).toBe(1);
    expect(notPostgres.stderr).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    const usage = await cli(['restore'], { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres' });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: pnpm db:backup [file]');
  });
});

const templateUrl = inject('templateDatabaseUrl');

// A real PostgreSQL is what pg_dump serves; CI runs the suite on one (DATABASE_URL).
describe.runIf(templateUrl)('db:backup then db:restore on PostgreSQL', () => {
  let source: TestDatabase;
  const restoredName = `inkshelf_restored_${process.pid}_${Date.now()}`;
  let restoredUrl: string;

  beforeAll(async () => {
    source = await createTestDatabase();
    expect(await seedDemoContent(source.orm, pino({ level: 'silent' }))).toBe(true);
    // Rows the demo leaves out: bookmarks, reading progress, a reply.
    const em = source.orm.em.fork();
    await buildBookmark(em);
    await buildReadingProgress(em);
    await buildComment(em);
    restoredUrl = withDatabase(templateUrl!, restoredName);
    await adminQuery(templateUrl!, `create database "${restoredName}"`);
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await adminQuery(templateUrl!, `drop database if exists "${restoredName}" with (force)`);
  });

  it('restores into a fresh database every table with the same rows, and the same schema', async () => {
    const backup = await cli(['backup', 'site.dump'], { DATABASE_URL: source.url });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const file = path.join(workDir, 'site.dump');
    expect(backup.stdout).toContain(`backup written to ${file}`);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP'); // pg_dump's custom format
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    const again = await cli(['backup', 'site.dump'], { DATABASE_URL: source.url });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');

    const restore = await cli(['restore', 'site.dump'], { DATABASE_URL: restoredUrl });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    const original = await fingerprint(source.url);
    const restored = await fingerprint(restoredUrl);
    const filled = Object.entries(original.tables).filter(([, table]) => table.count > 0);
    expect(filled.length).toBeGreaterThanOrEqual(10);
    expect(original.tables['public.chapters']!.count).toBeGreaterThan(0);
    expect(original.tables['public.bookmarks']!.count).toBeGreaterThan(0);
    expect(original.tables['public.mikro_orm_migrations']!.count).toBeGreaterThan(0);
    expect(restored).toEqual(original);
  });

  it('refuses to restore over a database that holds tables, unless told --clean', async () => {
    const refused = await cli(['restore', 'site.dump'], { DATABASE_URL: restoredUrl });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds \d+ tables\. Restore into an empty database/);

    const restoredDb = await MikroORM.init(ormConfig(restoredUrl, 1));
    await restoredDb.em.execute('delete from bookmarks');
    await restoredDb.close(true);
    const clean = await cli(['restore', 'site.dump', '--clean'], { DATABASE_URL: restoredUrl });
    expect(clean.stderr).toBe('');
    expect(clean.code).toBe(0);
    expect(await fingerprint(restoredUrl)).toEqual(await fingerprint(source.url));
  });
});

interface Fingerprint {
  tables: Record<string, { count: number; md5: string }>;
  sequences: Record<string, string | null>;
  schema: string[];
}

/** Every table's row count and md5 of its rows in primary-key order, sequence positions, and the schema's DDL. */
async function fingerprint(url: string): Promise<Fingerprint> {
  const orm = await MikroORM.init(ormConfig(url, 1));
  const em = orm.em.fork();
  try {
    const tables = await em.execute<{ name: string; pk: string[] | null }[]>(
      `select format('%I.%I', n.nspname, c.relname) as name,
              (select array_agg(format('%I', a.attname) order by k.ord)
                 from pg_index i
                 cross join unnest(i.indkey) with ordinality as k(attnum, ord)
                 join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                where i.indrelid = c.oid and i.indisprimary) as pk
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%'
        order by 1`,
    );
    const result: Fingerprint = { tables: {}, sequences: {}, schema: [] };
    for (const table of tables) {
      const order = table.pk ? table.pk.map((column) => `t.${column}`).join(', ') : 't::text';
      const [row] = await em.execute<{ count: number; md5: string }[]>(
        `select count(*)::int as count, md5(coalesce(string_agg(t::text, E'\\n' order by ${order}), '')) as md5
           from ${table.name} t`,
      );
      result.tables[table.name.replaceAll('"', '')] = row!;
    }
    for (const sequence of await em.execute<{ name: string; last_value: string | null }[]>(
      "select schemaname || '.' || sequencename as name, last_value::text from pg_sequences order by 1",
    )) {
      result.sequences[sequence.name] = sequence.last_value;
    }
    const ddl = await em.execute<{ definition: string }[]>(
      `select indexdef as definition from pg_indexes where schemaname = 'public'
       union all
       select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
         from pg_constraint where connamespace = 'public'::regnamespace
       union all
       select pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
       union all
       select pg_get_functiondef(p.oid) from pg_proc p where p.pronamespace = 'public'::regnamespace
         and p.prokind = 'f' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       union all
       select 'extension ' || extname from pg_extension
       order by 1`,
    );
    result.schema = ddl.map((row) => row.definition);
    return result;
  } finally {
    await orm.close(true);
  }
}
