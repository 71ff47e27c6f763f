import path from 'node:path';
import { z } from 'zod';

/** The website's build output in this repository, served when WEB_DIST is not set. */
export const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** The origin the Electron studio's renderer runs under. */
export const DEFAULT_STUDIO_ORIGINS = ['app://studio'];

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An https:// URL, or http:// on this machine (loopback issuers and callbacks of tests and development). */
export function isSecureOrLoopback(value: string): boolean {
  if (!URL.canParse(value)) return true; // reported as not a URL by the check before
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** 127.0.0.1 (or any 127.x), localhost, or ::1. */
export const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);

/** A comma-separated list of origins (a trailing slash dropped), each an absolute URL like `example`. */
const originList = (example: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: `must be a comma-separated list of origins such as ${example}` })));

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Read replicas of DATABASE_URL (comma-separated): public reads go there, the rest stays on the primary. */
  DATABASE_READ_URLS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^postgres(ql)?:\/\/[^/]/,
            'must be a comma-separated list of postgres:// or postgresql:// URLs such as postgresql://user:password@replica:5432/inkshelf',
          ),
      ),
    )
    .optional(),
  /** How long a session that wrote reads from the primary (read-your-writes while the replicas catch up). */
  READ_YOUR_WRITES_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be between 0 and 600000 (10 minutes)')
    .max(600_000, 'must be between 0 and 600000 (10 minutes)')
    .default(5_000),
  /** Rate limits and cache invalidations shared by every instance (else in PostgreSQL, or memory when embedded). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/]/, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
    .optional(),
  /** Prefix of every Redis key and channel: sites (or test runs) sharing one Redis keep apart. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, or _ : . -')
    .default('inkshelf:'),
  /** Prometheus metrics on a port of their own; unset: off. */
  METRICS_PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .optional(),
  METRICS_HOST: z.string().trim().min(1, 'must be a host name or address').default('127.0.0.1'),
  /** How long a stopping instance waits for in-flight requests before it cuts them (a worker: for its jobs). */
  DRAIN_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be between 0 and 600000 (10 minutes)')
    .max(600_000, 'must be between 0 and 600000 (10 minutes)')
    .default(10_000),
  /**
   * On SIGTERM, how long the instance goes on serving (readiness 503, every answer closing its connection) before
   * it stops taking connections: behind a load balancer, at least its health checks' interval times their count.
   */
  DRAIN_DELAY_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be between 0 and 60000 (1 minute)')
    .max(60_000, 'must be between 0 and 60000 (1 minute)')
    .default(0),
  /**
   * What this process runs: `web` the site (HTTP; it enqueues jobs), `worker` the job queue's workers and the
   * scheduled and start-up work (no site), `all` both. Split roles need DATABASE_URL.
   */
  INKSHELF_ROLE: z.enum(['web', 'worker', 'all'], { message: 'must be web, worker or all' }).default('all'),
  /**
   * A job whose worker stops answering for this long (killed, cut off) is handed to another worker; the workers
   * look for such jobs every half of it.
   */
  JOB_HEARTBEAT_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(10, 'must be between 10 and 3600 (1 hour)')
    .max(3_600, 'must be between 10 and 3600 (1 hour)')
    .default(30),
  DATA_DIR: z.string().min(1).default('.data'),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DB_POOL_MAX: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100).default(10),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  TRUST_PROXY: booleanFlag.default(false),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://inkshelf.example' }).optional(),
  ALLOWED_ORIGINS: originList('https://inkshelf.example').default([]),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Inkshelf <no-reply@inkshelf.local>'),
  WEB_DIST: z.string().min(1).optional(),
  /** Multiplies every rate-limit budget: 1 in production; browser tests and load tests raise it. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  /** Origins the page may load scripts from besides its own: the ad network of VITE_AD_SCRIPT_URL. */
  AD_SCRIPT_ORIGINS: originList('https://ads.example').default([]),
  /** Origins allowed cross-origin Bearer calls (CORS, never with credentials): the desktop studio's renderer. */
  STUDIO_ORIGINS: originList('app://studio').default(DEFAULT_STUDIO_ORIGINS),
  /** Google sign-in (OpenID Connect): on when GOOGLE_CLIENT_ID is set. */
  GOOGLE_OIDC_ISSUER: z
    .url({ message: 'must be an absolute URL such as https://accounts.google.com' })
    .refine(isSecureOrLoopback, 'must be an https:// URL (http:// only for 127.0.0.1 or localhost)')
    .default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).max(512).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).max(512).optional(),
  GOOGLE_REDIRECT_URL: z
    .url({ message: 'must be an absolute URL such as https://inkshelf.example/auth/callback' })
    .refine(isSecureOrLoopback, 'must be an https:// URL (http:// only for 127.0.0.1 or localhost)')
    .optional(),
});

export type Env = z.infer<typeof EnvSchema> & { DATA_DIR: string; WEB_DIST: string };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads and validates configuration; throws an EnvError listing every bad variable in plain words. */
export function loadEnv(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = {
    ...result.data,
    DATA_DIR: path.resolve(cwd, result.data.DATA_DIR),
    WEB_DIST: result.data.WEB_DIST ? path.resolve(cwd, result.data.WEB_DIST) : DEFAULT_WEB_DIST,
  };
  const missing: string[] = [];
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    missing.push(
      'SESSION_SECRET: is required in production (at least 32 random characters, e.g. `openssl rand -hex 32`)',
    );
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    missing.push(
      "PUBLIC_URL: is required in production (the site's address, such as https://inkshelf.example: links in emails point there)",
    );
  }
  if (missing.length > 0) {
    throw new EnvError(`Invalid configuration:\n${missing.map((line) => `  ${line}`).join('\n')}`);
  }
  if (env.INKSHELF_ROLE !== 'all' && !env.DATABASE_URL) {
    throw new EnvError(
      `Invalid configuration:\n  INKSHELF_ROLE: ${env.INKSHELF_ROLE} needs DATABASE_URL (the embedded database serves one process, which runs the site and the workers: leave INKSHELF_ROLE unset, or set it to all)`,
    );
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT && env.INKSHELF_ROLE !== 'worker') {
    throw new EnvError(
      'Invalid configuration:\n  METRICS_PORT: must differ from PORT (metrics never share the public port)',
    );
  }
  if (env.DATABASE_READ_URLS?.length && !env.DATABASE_URL) {
    throw new EnvError(
      'Invalid configuration:\n  DATABASE_READ_URLS: needs DATABASE_URL (replicas of the embedded database do not exist)',
    );
  }
  if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) {
    throw new EnvError('Invalid configuration:\n  GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set');
  }
  return env;
}
