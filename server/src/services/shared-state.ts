import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from '../logger.ts';

/**
 * Where the state that several instances must agree on lives: rate-limit counters and cache invalidations.
 * `redis` with REDIS_URL; `postgresql` with only DATABASE_URL (the rate_limits table, LISTEN/NOTIFY); `memory`
 * with the embedded database, which serves one process only.
 */
export type SharedStateKind = 'redis' | 'postgresql' | 'memory';

/** The invalidation channel's message: the cache tags a write changed (cache/tags.ts), and who sent it. */
export interface Invalidation {
  from: string;
  tags: string[];
}

export interface SharedState {
  kind: SharedStateKind;
  /** Prefix of every Redis key and of the channel, so that deployments (and test runs) sharing a Redis never mix. */
  prefix: string;
  /** This instance's id on the invalidation channel. */
  instanceId: string;
  /** The command connection (REDIS_URL only). */
  redis?: Redis;
  /** The ORM's own pg pool (PostgreSQL stores only): the rate_limits table and NOTIFY. */
  pool?: pg.Pool;
  /** Tells every other instance to drop `tags`; resolves once the store took the message (bounded, never throws). */
  publish(tags: string[]): Promise<void>;
  /** Calls `handler` for each invalidation sent by another instance. */
  subscribe(handler: (tags: string[]) => void): void;
  /**
   * Resolves once this instance listens on the invalidation channel and (Redis) its command connection is ready,
   * or after 5 s if the store does not answer: the server waits for it before it takes requests.
   */
  listening: Promise<void>;
  /** Whether Redis answers PING (true without Redis: the database has its own check). */
  redisAnswers(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface SharedStateOptions {
  redisUrl?: string;
  /** The database's URL when it is a real PostgreSQL server (not the embedded one). */
  databaseUrl?: string;
  orm: MikroORM;
  logger: Logger;
  /** Default `inkshelf:`; tests pass one per run. */
  prefix?: string;
}

/** How long a publish or a rate-limit command may take before it counts as failed: a store that hangs fails fast. */
export const STORE_TIMEOUT_MS = 1_000;

const CHANNEL = 'cache_invalidations';

/** NOTIFY's payload must stay under 8,000 bytes: a longer list is sent as the tags that cover everything. */
const MAX_MESSAGE_BYTES = 7_000;
const COVERING_EVERYTHING = ['public', 'novels'];

const isTag = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;

function parse(message: string, self: string): string[] | null {
  try {
    const parsed = JSON.parse(message) as Invalidation;
    if (parsed.from === self || !Array.isArray(parsed.tags)) return null;
    return parsed.tags.filter(isTag);
  } catch {
    return null;
  }
}

function messageOf(from: string, tags: string[]): string {
  const message = JSON.stringify({ from, tags } satisfies Invalidation);
  if (Buffer.byteLength(message) <= MAX_MESSAGE_BYTES) return message;
  return JSON.stringify({ from, tags: COVERING_EVERYTHING } satisfies Invalidation);
}

/** Within `ms`, or rejects. */
function bounded<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Opens the shared state the configuration calls for (see SharedStateKind). */
export async function openSharedState(options: SharedStateOptions): Promise<SharedState> {
  const prefix = options.prefix ?? 'inkshelf:';
  const instanceId = randomUUID();
  const handlers: ((tags: string[]) => void)[] = [];
  const deliver = (message: string) => {
    const tags = parse(message, instanceId);
    if (tags?.length) for (const handler of handlers) handler(tags);
  };
  const base = { prefix, instanceId, subscribe: (handler: (tags: string[]) => void) => handlers.push(handler) };
  const pool = options.databaseUrl ? await options.orm.em.getConnection().getNativeClient() : undefined;

  if (options.redisUrl) return openRedis(options, { ...base, pool, deliver });
  if (options.databaseUrl && pool) return openPostgres(options, options.databaseUrl, { ...base, pool, deliver });
  return {
    ...base,
    kind: 'memory',
    listening: Promise.resolve(),
    publish: () => Promise.resolve(),
    redisAnswers: () => Promise.resolve(true),
    close: () => Promise.resolve(),
  };
}

type Base = Pick<SharedState, 'prefix' | 'instanceId' | 'subscribe'> & {
  pool?: pg.Pool;
  deliver: (message: string) => void;
};

function openRedis(options: SharedStateOptions, base: Base): SharedState {
  const logger = options.logger;
  // No offline queue: while Redis is away, commands fail at once (the limiters fall back) instead of waiting.
  const settings = {
    enableOfflineQueue: false,
    commandTimeout: STORE_TIMEOUT_MS,
    connectTimeout: STORE_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
  const redis = new Redis(options.redisUrl!, settings);
  // The subscriber keeps its offline queue: its SUBSCRIBE is sent again whenever it reconnects.
  const subscriber = new Redis(options.redisUrl!, { ...settings, enableOfflineQueue: true, commandTimeout: undefined });
  let reported = false;
  const report = (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn({ err: error }, 'Redis is unreachable; rate limits fall back (sign-ins answer 503) until it is back');
  };
  redis.on('error', report);
  subscriber.on('error', report);
  redis.on('ready', () => {
    if (reported) logger.info('Redis is reachable again');
    reported = false;
  });
  const channel = `${base.prefix}${CHANNEL}`;
  // Bounded: a Redis that never answers must not hold up whoever waits for the subscription.
  const commandsReady = new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  const listening = bounded(Promise.all([subscriber.subscribe(channel), commandsReady]), STORE_TIMEOUT_MS * 5).then(
    () => undefined,
    (error: Error) => report(error),
  );
  subscriber.on('message', (_channel: string, message: string) => base.deliver(message));
  return {
    ...base,
    kind: 'redis',
    redis,
    listening,
    async publish(tags) {
      const message = messageOf(base.instanceId, tags);
      await bounded(redis.publish(channel, message), STORE_TIMEOUT_MS).catch((error: Error) =>
        logger.warn({ err: error }, 'cache invalidation not published; other instances drop within their lifetimes'),
      );
    },
    redisAnswers: (timeoutMs) =>
      bounded(redis.ping(), timeoutMs).then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    close() {
      redis.disconnect();
      subscriber.disconnect();
      return Promise.resolve();
    },
  };
}

function openPostgres(options: SharedStateOptions, url: string, base: Base & { pool: pg.Pool }): SharedState {
  const logger = options.logger;
  const channel = `${base.prefix.replace(/\W/g, '_')}${CHANNEL}`;
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // One connection of its own LISTENs; when it drops, a new one listens again.
  const listen = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: STORE_TIMEOUT_MS * 5 });
    client.on('error', (error) => {
      logger.warn({ err: error }, 'cache invalidation listener lost its connection; listening again');
      void client.end().catch(() => undefined);
      if (listener === client) again();
    });
    client.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload) base.deliver(notification.payload);
    });
    listener = client;
    await client.connect();
    await client.query(`listen "${channel}"`);
  };
  const again = () => {
    listener = undefined;
    if (closed) return;
    retry = setTimeout(() => void listen().catch(again), 1_000);
    retry.unref();
  };
  const ready = listen().catch((error: unknown) => {
    logger.warn({ err: error }, 'cache invalidation listener could not connect; trying again');
    again();
  });
  return {
    ...base,
    kind: 'postgresql',
    listening: ready,
    async publish(tags) {
      const message = messageOf(base.instanceId, tags);
      await bounded(base.pool.query('select pg_notify($1, $2)', [channel, message]), STORE_TIMEOUT_MS).catch(
        (error: Error) =>
          logger.warn({ err: error }, 'cache invalidation not published; other instances drop within their lifetimes'),
      );
    },
    redisAnswers: () => Promise.resolve(true),
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready;
      await listener?.end().catch(() => undefined);
    },
  };
}
