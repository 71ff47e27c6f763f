import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { inject } from 'vitest';
import type { DatabaseKind } from '../src/db/database.ts';
import { EMBEDDED_MAX_CONNECTIONS, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { ormConfig } from '../src/db/orm-config.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

export interface TestDatabase {
  orm: MikroORM;
  kind: DatabaseKind;
  url: string;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** The URL the ORM connects to, from the database's own (outage tests put a proxy in between). */
  connectThrough?: (url: string) => Promise<string>;
}

let counter = 0;

/** A private, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const connectUrl = (url: string) => options.connectThrough?.(url) ?? url;
  const templateUrl = inject('templateDatabaseUrl');
  if (templateUrl) {
    const template = new URL(templateUrl).pathname.slice(1);
    const name = `inkshelf_t_${process.pid}_${Date.now()}_${counter++}`;
    // Issued from another database: PostgreSQL refuses to copy a template that has a session open on it, so a
    // create sent over a connection to the template itself fails whenever another worker clones at that moment.
    const adminUrl = inject('adminDatabaseUrl') ?? templateUrl;
    await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
    const url = withDatabase(templateUrl, name);
    const orm = await MikroORM.init(ormConfig(await connectUrl(url), 5));
    return {
      orm,
      kind: 'postgresql',
      url,
      async close() {
        await orm.close(true);
        await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  const templateDir = inject('templateDataDir');
  if (!templateDir) throw new Error('the test global setup provided no template database');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-test-'));
  const dataDir = path.join(root, 'pglite');
  fs.cpSync(templateDir, dataDir, { recursive: true });
  const embedded = await startEmbeddedPostgres(dataDir);
  const orm = await MikroORM.init(ormConfig(await connectUrl(embedded.url), EMBEDDED_MAX_CONNECTIONS));
  return {
    orm,
    kind: 'embedded',
    url: embedded.url,
    async close() {
      await orm.close(true);
      await embedded.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * A second connection pool (an ORM of its own) to another test database, as a second instance of the site would
 * have; closing it leaves the database to its owner.
 */
export async function connectAgain(db: TestDatabase): Promise<TestDatabase> {
  if (db.kind !== 'postgresql') return { ...db, close: () => Promise.resolve() };
  const orm = await MikroORM.init(ormConfig(db.url, 5));
  return { ...db, orm, close: () => orm.close(true) };
}

/**
 * A fresh embedded database (PGlite, migrated here) whatever the run's own: for the tests that hold a rule on both
 * databases when the run is on PostgreSQL.
 */
export async function createEmbeddedTestDatabase(): Promise<TestDatabase> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-embedded-'));
  const dataDir = path.join(root, 'pglite');
  const embedded = await startEmbeddedPostgres(dataDir);
  const orm = await MikroORM.init(ormConfig(embedded.url, EMBEDDED_MAX_CONNECTIONS));
  await orm.migrator.up();
  return {
    orm,
    kind: 'embedded',
    url: embedded.url,
    async close() {
      await orm.close(true);
      await embedded.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
