// The real app for the benchmark: createApp over DATABASE_URL, quiet logs, production settings.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pino } from 'pino';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { createHttpServer } from '../src/http-server.ts';
import { startJobQueue } from '../src/jobs/queue.ts';
import { createMailer } from '../src/services/mailer.ts';
import { startViewCounter } from '../src/services/view-counter.ts';

const logger = pino({ level: 'error' });
const database = await openDatabase(
  { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: '/tmp/inkshelf-bench', DB_POOL_MAX: 10 },
  logger,
);
// Reads are counted for the analytics as in production (issue 33: at most 5 % on the chapter read).
const views = startViewCounter({ orm: database.orm, logger }, 'benchmark-secret-benchmark-secret!!');
const mailer = createMailer({ from: 'bench@inkshelf.test', outboxDir: '/tmp/inkshelf-bench/outbox', logger });
// BENCH_JOBS=1: the job queue runs in this process, as it does with INKSHELF_ROLE=all (bench:fanout-load).
const jobs =
  process.env.BENCH_JOBS === '1'
    ? await startJobQueue({
        orm: database.orm,
        databaseKind: database.kind,
        logger,
        mailer,
        linkBase: 'http://bench.test',
        secret: 'benchmark-secret-benchmark-secret!!',
        digestCron: null,
      })
    : undefined;
const app = createApp({
  jobs,
  views,
  orm: database.orm,
  databaseKind: database.kind,
  logger,
  mailer,
  // The saving authors sign up once per round: registration budgets are not what this bench measures.
  config: {
    sessionSecret: 'benchmark-secret-benchmark-secret!!',
    trustProxy: false,
    allowedOrigins: [],
    rateLimitScale: 1000,
    // bench:pages serves the built website with its server renderer.
    ...(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST, publicUrl: process.env.PUBLIC_URL } : {}),
  },
});
const server = createHttpServer(app);
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
// bench:hostile asks how long the event loop was held since it last asked (milliseconds).
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
process.on('message', (message) => {
  if (message !== 'loop-delay') return;
  const ms = (ns: number) => Math.max(0, ns / 1e6 - 10);
  process.send?.({ p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) });
  loop.reset();
});
process.on('SIGTERM', () => {
  server.close(
    () => void Promise.all([views.close(), jobs?.stop()]).then(() => database.close().then(() => process.exit(0))),
  );
  server.closeIdleConnections();
});
