import { AsyncLocalStorage } from 'node:async_hooks';
import type { Configuration } from '@mikro-orm/core';
import { PostgreSqlDriver, type EntityManager, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from './unavailable.ts';

/** How long a replica that could not be reached is left out before a read tries it again. */
export const REPLICA_COOLDOWN_MS = 5_000;

/**
 * PostgreSQL's driver with the replicas of DATABASE_READ_URLS in a known order, each with a circuit breaker (a failed
 * replica is skipped for REPLICA_COOLDOWN_MS). Only the reads readConnection routes go to replicas: the ORM's own stay
 * on the primary.
 */
export class ReplicaAwareDriver extends PostgreSqlDriver {
  /** When each replica (by index) may be tried again; absent: healthy. */
  private readonly downUntil = new Map<number, number>();
  private turn = 0;
  cooldownMs = REPLICA_COOLDOWN_MS;

  constructor(config: Configuration) {
    super(config);
  }

  /** The primary's connection. */
  get primary(): PostgreSqlConnection {
    return this.connection;
  }

  /** Replicas to try for one read, healthy ones first in turn (a round robin), then none of those cooling down. */
  candidates(now = Date.now()): { index: number; connection: PostgreSqlConnection }[] {
    const count = this.replicas.length;
    const start = count > 0 ? this.turn++ % count : 0;
    const ordered = [];
    for (let step = 0; step < count; step++) {
      const index = (start + step) % count;
      if ((this.downUntil.get(index) ?? 0) <= now) ordered.push({ index, connection: this.replicas[index]! });
    }
    return ordered;
  }

  /** How many replicas are configured. */
  get replicaCount(): number {
    return this.replicas.length;
  }

  /** Leaves a replica out of reads for the cooldown. */
  trip(index: number, now = Date.now()): void {
    this.downUntil.set(index, now + this.cooldownMs);
  }

  /** How many replicas are configured, and which are cooling down (for logs and tests). */
  replicaState(now = Date.now()): { replicas: number; down: number[] } {
    const down = [...this.downUntil].filter(([, until]) => until > now).map(([index]) => index);
    return { replicas: this.replicas.length, down };
  }
}

/** Set for the rest of a request whose session wrote moments ago: its reads go to the primary (read-your-writes). */
const primaryOnly = new AsyncLocalStorage<boolean>();

/** Runs `work` with every routed read on the primary. */
export const withPrimaryReads = <T>(work: () => T): T => primaryOnly.run(true, work);

/**
 * Runs a public read that may be a moment behind on a replica, else on the primary (inside a transaction, after a
 * recent write of the session, or without replicas). An unreachable replica is skipped for a cooldown and the read
 * retried on the next one, then the primary, so a replica going down fails no request.
 */
export function readConnection<T>(
  em: EntityManager,
  read: (connection: PostgreSqlConnection) => Promise<T>,
): Promise<T> {
  const driver = em.getDriver();
  if (!(driver instanceof ReplicaAwareDriver) || em.getTransactionContext() || primaryOnly.getStore()) {
    return read(em.getConnection());
  }
  // Without replicas the read goes straight to the primary (no extra promise on the busiest reads).
  return driver.replicaCount === 0 ? read(driver.primary) : readOnReplicas(driver, read);
}

async function readOnReplicas<T>(
  driver: ReplicaAwareDriver,
  read: (connection: PostgreSqlConnection) => Promise<T>,
): Promise<T> {
  for (const { index, connection } of driver.candidates()) {
    try {
      return await read(connection);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      driver.trip(index);
    }
  }
  return read(driver.primary);
}
