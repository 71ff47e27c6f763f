import path from 'node:path';
import { createApp } from './app.ts';
import { backfillChapterText } from './db/backfill-chapter-text.ts';
import { openDatabase } from './db/database.ts';
import { closeContentPool } from './services/content-pool.ts';
import { seedDemoContent } from './db/seed/seed.ts';
import { EnvError, loadEnv } from './env.ts';
import { createHttpServer } from './http-server.ts';
import { createLogger } from './logger.ts';
import { resolveSessionSecret } from './middlewares/session.ts';
import { startJobQueue } from './jobs/queue.ts';
import { createMailer, mailLinkBase } from './services/mailer.ts';
import { ViewCounter } from './services/view-counter.ts';

let env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(env);
const database = await openDatabase(env, logger);
if (env.SEED_DEMO) await seedDemoContent(database.orm, logger);
// In the background: reads convert what it has not reached yet.
void backfillChapterText(database.orm, logger).catch((error: unknown) =>
  logger.error({ err: error }, 'chapter text backfill failed; it runs again at the next start'),
);

const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  outboxDir: path.join(env.DATA_DIR, 'outbox'),
  logger,
});
const views = new ViewCounter({ orm: database.orm, logger }).start();
const sessionSecret = resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
// The durable job queue (pg-boss in the same database): new-chapter fan-out, mails and the daily digest.
const jobs = await startJobQueue({
  orm: database.orm,
  databaseKind: database.kind,
  logger,
  mailer,
  secret: sessionSecret,
  linkBase: mailLinkBase(
    { publicUrl: env.PUBLIC_URL, allowedOrigins: env.ALLOWED_ORIGINS },
    { origin: '', localPort: env.PORT },
  ),
});
const app = createApp({
  views,
  jobs,
  orm: database.orm,
  databaseKind: database.kind,
  logger,
  mailer,
  config: {
    sessionSecret,
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: env.ALLOWED_ORIGINS,
    publicUrl: env.PUBLIC_URL,
    webDist: env.WEB_DIST,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    scriptOrigins: env.AD_SCRIPT_ORIGINS,
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            issuer: env.GOOGLE_OIDC_ISSUER,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            redirectUrl: env.GOOGLE_REDIRECT_URL,
          },
        }
      : {}),
    studioOrigins: env.STUDIO_ORIGINS,
  },
});
const server = createHttpServer(app);
server.keepAliveTimeout = 5_000;
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ port, database: database.kind }, `Inkshelf is serving http://localhost:${port}`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    logger.error('in-flight requests did not finish within 10 s; closing anyway');
    server.closeAllConnections();
  }, 10_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.once('close', () => resolve()));
  await views.close();
  await jobs.stop();
  await closeContentPool();
  await database.close();
  logger.info('stopped');
  logger.flush();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
