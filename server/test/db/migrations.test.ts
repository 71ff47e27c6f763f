import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('migrations', () => {
  it('have all run on a fresh database', async () => {
    const executed = await db.orm.migrator.getExecuted();
    expect(executed.map((row) => row.name)).toEqual(migrations.map((m) => m.name));
    expect(await db.orm.migrator.getPending()).toEqual([]);
  });

  it('leave no difference between the entities and the schema', async () => {
    const diff = await db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('enable pg_trgm for typo-tolerant search', async () => {
    const rows = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ similarity: number }[]>("select similarity('dragon', 'dragn') as similarity");
    expect(rows[0]!.similarity).toBeGreaterThan(0.3);
  });
});
