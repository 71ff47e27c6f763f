import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Real PostgreSQL: the URL of a migrated template database that each test file clones. */
    templateDatabaseUrl: string | null;
    /** Real PostgreSQL: the database that clones are created from, never the template itself (see database.ts). */
    adminDatabaseUrl: string | null;
    /** Embedded mode: a migrated PGlite data folder that each test file copies. */
    templateDataDir: string | null;
  }
}

const silent = pino({ level: 'silent' });

/**
 * Prepares one migrated database per run: on the PostgreSQL of DATABASE_URL when it is set, otherwise an
 * embedded PGlite data folder. Test files clone it, so none of them pays for migrations or sees another's rows.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `inkshelf_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    const templateUrl = withDatabase(adminUrl, name);
    const database = await openDatabase({ DATABASE_URL: templateUrl, DATA_DIR: '', DB_POOL_MAX: 2 }, silent);
    await database.close();
    project.provide('templateDatabaseUrl', templateUrl);
    project.provide('adminDatabaseUrl', adminUrl);
    project.provide('templateDataDir', null);
    return async () => {
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    };
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-template-'));
  const database = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: root, DB_POOL_MAX: 1 }, silent);
  await database.close();
  project.provide('templateDatabaseUrl', null);
  project.provide('adminDatabaseUrl', null);
  project.provide('templateDataDir', path.join(root, 'pglite'));
  return () => fs.rmSync(root, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
