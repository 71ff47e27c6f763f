import type http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { NamedCache } from '../cache/index.ts';

/** The route template of an answered request, set by whoever knows it (the router, the short lanes). */
const ROUTE = Symbol('metrics.route');
/** When the request arrived (performance.now()), the only thing kept per request. */
const STARTED = Symbol('metrics.started');

type Tracked = http.ServerResponse & { [ROUTE]?: string; [STARTED]?: number };

/** Labels the request's answer with its route template (never the raw URL: the label set must stay small). */
export function setRoute(res: http.ServerResponse, route: string): void {
  (res as Tracked)[ROUTE] = route;
}

/** Queue name to jobs waiting; registered by the job queue when there is one (see Metrics.setQueueDepth). */
export type QueueDepth = () => Promise<Record<string, number>> | Record<string, number>;

/**
 * The Prometheus metrics of one app: HTTP requests by route template, method and status (rate, latency,
 * status counts), the process's defaults (CPU, memory, GC, event-loop lag), event-loop delay percentiles,
 * the database pool, read-cache hits and misses, rate-limit refusals and, when registered, job queue depth.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly rejections: Counter<'limit'>;
  private queueDepth: QueueDepth | undefined;
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 20 });
  private readonly onFinish: (this: Tracked) => void;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.loopDelay.enable();
    const loopDelay = this.loopDelay;
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route template, method and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    this.rejections = new Counter({
      name: 'rate_limit_rejections_total',
      help: 'Requests refused with 429 by a rate limit, by budget',
      labelNames: ['limit'],
      registers: [this.registry],
    });
    new Gauge({
      name: 'event_loop_delay_seconds',
      help: 'Event-loop delay percentiles since the last scrape (monitorEventLoopDelay)',
      labelNames: ['quantile'],
      registers: [this.registry],
      collect() {
        for (const quantile of [50, 90, 99]) {
          this.set({ quantile: String(quantile / 100) }, loopDelay.percentile(quantile) / 1e9);
        }
        this.set({ quantile: '1' }, loopDelay.max / 1e9);
        loopDelay.reset();
      },
    });
    const queueDepth = () => this.queueDepth;
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting per queue (reported by the job queue when one is registered)',
      labelNames: ['queue'],
      registers: [this.registry],
      async collect() {
        this.reset();
        const read = queueDepth();
        if (!read) return;
        for (const [queue, depth] of Object.entries(await read())) this.set({ queue }, depth);
      },
    });
    const requests = this.requests;
    this.onFinish = function (this: Tracked) {
      const started = this[STARTED];
      if (started === undefined) return;
      const url = this.req.url ?? '';
      const route = this[ROUTE] ?? (url.startsWith('/api/') ? 'unmatched' : 'web');
      requests.observe(
        { method: this.req.method ?? 'GET', route, status: this.statusCode },
        (performance.now() - started) / 1000,
      );
    };
  }

  /** Times the request: one number on the answer and a shared listener; observed when the answer is sent. */
  track(res: http.ServerResponse): void {
    (res as Tracked)[STARTED] = performance.now();
    res.once('finish', this.onFinish);
  }

  /** One refusal of a rate-limit budget. */
  readonly rejected = (limit: string): void => {
    this.rejections.inc({ limit });
  };

  /** Registers the job queue's depth reader (the queue owns it, so this module needs no queue library). */
  setQueueDepth(read: QueueDepth | undefined): void {
    this.queueDepth = read;
  }

  /** Every named cache's lookups and entries (counted by the caches themselves). */
  watchCaches(caches: { list(): readonly NamedCache[] }): void {
    const collect = (read: (cache: NamedCache) => number) =>
      function (this: Counter<'cache'> | Gauge<'cache'>) {
        this.reset();
        for (const cache of caches.list()) this.inc({ cache: cache.name }, read(cache));
      };
    const cache = (name: string, help: string) => ({
      name,
      help,
      labelNames: ['cache'] as const,
      registers: [this.registry],
    });
    new Counter({
      ...cache('cache_hits_total', 'Cache lookups that found an entry, by cache'),
      collect: collect((c) => c.hits),
    });
    new Counter({
      ...cache('cache_misses_total', 'Cache lookups that found nothing, by cache'),
      collect: collect((c) => c.misses),
    });
    new Gauge({ ...cache('cache_entries', 'Entries kept, by cache'), collect: collect((c) => c.size) });
  }

  /** The database pool: connections open, idle, and queries waiting for one. */
  watchPool(pool: pg.Pool): void {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    gauge('db_pool_connections', 'Connections the database pool holds', () => pool.totalCount);
    gauge('db_pool_idle_connections', 'Connections of the pool not in use', () => pool.idleCount);
    gauge('db_pool_waiting_requests', 'Queries waiting for a free connection', () => pool.waitingCount);
  }

  close(): void {
    this.loopDelay.disable();
  }
}
