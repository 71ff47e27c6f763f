// The real app for the benchmark: createApp over DATABASE_URL, quiet logs, production settings.
import { pino } from 'pino';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { createHttpServer } from '../src/http-server.ts';
import { createMailer } from '../src/services/mailer.ts';
import { ViewCounter } from '../src/services/view-counter.ts';

const logger = pino({ level: 'error' });
const database = await openDatabase(
  { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: '/tmp/inkshelf-bench', DB_POOL_MAX: 10 },
  logger,
);
const views = new ViewCounter({ orm: database.orm, logger }).start();
const app = createApp({
  views,
  orm: database.orm,
  databaseKind: database.kind,
  logger,
  mailer: createMailer({ from: 'bench@inkshelf.test', outboxDir: '/tmp/inkshelf-bench/outbox', logger }),
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
process.on('SIGTERM', () => {
  server.close(() => void views.close().then(() => database.close().then(() => process.exit(0))));
  server.closeIdleConnections();
});
