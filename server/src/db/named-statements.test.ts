import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { namedStatement, runStatement, statementModeOf } from './named-statements.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const sum = namedStatement('inkshelf-test-sum-1', 'select ?::int + ?::int as total');

describe('runStatement', () => {
  it('runs a statement by name (or through the ORM on the embedded database) and returns its rows', async () => {
    const mode = statementModeOf(db.kind);
    const connection = db.orm.em.getConnection();
    expect(await runStatement(connection, sum, [2, 3], mode)).toEqual([{ total: 5 }]);
    expect(await runStatement(connection, sum, [40, 2], mode)).toEqual([{ total: 42 }]);
  });
});

// The pool is kept per connection only for named statements, which run on PostgreSQL alone (the embedded
// database's one session does not survive the ORM closing it).
describe.runIf(inject('templateDatabaseUrl'))('runStatement on PostgreSQL', () => {
  it('keeps working after the ORM closes its pool and connects again (a new pool, not the ended one)', async () => {
    const connection = db.orm.em.getConnection();
    expect(await runStatement(connection, sum, [1, 1], 'prepared')).toEqual([{ total: 2 }]);
    await db.orm.close();
    await db.orm.connect();
    expect(await runStatement(connection, sum, [2, 2], 'prepared')).toEqual([{ total: 4 }]);
  });
});
