import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { TEST_REDIS_URL, uniquePrefix } from '../../test/support.ts';
import { openSharedState, type SharedState, type SharedStateKind } from './shared-state.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const logger = pino({ level: 'silent' });
const STORES: SharedStateKind[] = process.env.DATABASE_URL ? ['redis', 'postgresql'] : ['redis'];

async function open(kind: SharedStateKind, prefix: string): Promise<SharedState> {
  const state = await openSharedState({
    orm: db.orm,
    logger,
    prefix,
    databaseUrl: db.kind === 'postgresql' ? db.url : undefined,
    redisUrl: kind === 'redis' ? TEST_REDIS_URL : undefined,
  });
  await state.listening;
  return state;
}

/** Resolves with the next invalidations a state receives (or what arrived within `ms`). */
function received(state: SharedState, ms: number): Promise<string[][]> {
  const got: string[][] = [];
  state.subscribe((tags) => got.push(tags));
  return new Promise((resolve) => setTimeout(() => resolve(got), ms));
}

describe.each(STORES)('cache invalidations through %s', (kind) => {
  it('reach the other instances of the same prefix, not the sender, nor another site', async () => {
    const prefix = uniquePrefix();
    const [sender, other, elsewhere] = await Promise.all([
      open(kind, prefix),
      open(kind, prefix),
      open(kind, uniquePrefix()),
    ]);
    try {
      expect(sender.kind).toBe(kind);
      const atSender = received(sender, 300);
      const atOther = received(other, 300);
      const atElsewhere = received(elsewhere, 300);
      await sender.publish(['public', 'novel:12']);
      await sender.publish(['novel:7']);
      // A list too long for one NOTIFY goes out as the tags that cover everything.
      await sender.publish(Array.from({ length: 2_000 }, (_, i) => `novel:${i}`));
      expect(await atOther).toEqual([['public', 'novel:12'], ['novel:7'], ['public', 'novels']]);
      expect(await atSender).toEqual([]);
      expect(await atElsewhere).toEqual([]);
    } finally {
      await Promise.all([sender.close(), other.close(), elsewhere.close()]);
    }
  });
});

describe('a Redis that is away', () => {
  it('costs a publish no wait and reports itself on the readiness check', async () => {
    const state = await openSharedState({ orm: db.orm, logger, redisUrl: 'redis://127.0.0.1:1' });
    try {
      const started = performance.now();
      await state.publish(['public']);
      expect(await state.redisAnswers(500)).toBe(false);
      expect(performance.now() - started).toBeLessThan(1_500);
    } finally {
      await state.close();
    }
  });
});
