import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({}, '/srv/inkshelf');
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      DATA_DIR: path.resolve('/srv/inkshelf', '.data'),
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads every variable', () => {
    const env = loadEnv(
      {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '8080',
        DATABASE_URL: 'postgresql://app@db:5432/inkshelf',
        DATA_DIR: '/var/lib/inkshelf',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'x'.repeat(32),
        TRUST_PROXY: 'true',
        PUBLIC_URL: 'https://inkshelf.example',
        ALLOWED_ORIGINS: 'https://inkshelf.example, https://www.inkshelf.example/',
        SMTP_URL: 'smtp://mail.example:587',
        MAIL_FROM: 'Inkshelf <hello@inkshelf.example>',
        AD_SCRIPT_ORIGINS: 'https://ads.example/, https://cdn.ads.example',
        RATE_LIMIT_SCALE: '5',
      },
      '/tmp',
    );
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: 8080,
      DATABASE_URL: 'postgresql://app@db:5432/inkshelf',
      DATA_DIR: '/var/lib/inkshelf',
      SEED_DEMO: false,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'x'.repeat(32),
      TRUST_PROXY: true,
      PUBLIC_URL: 'https://inkshelf.example',
      ALLOWED_ORIGINS: ['https://inkshelf.example', 'https://www.inkshelf.example'],
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Inkshelf <hello@inkshelf.example>',
      AD_SCRIPT_ORIGINS: ['https://ads.example', 'https://cdn.ads.example'],
      RATE_LIMIT_SCALE: 5,
    });
  });

  it('refuses to start in production without a session secret', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow('SESSION_SECRET: is required in production');
    expect(() => loadEnv({ SESSION_SECRET: 'short' })).toThrow('SESSION_SECRET: must be at least 32 characters');
  });

  it('refuses to start in production without PUBLIC_URL, in one line', () => {
    const secret = 'x'.repeat(32);
    let caught: unknown;
    try {
      loadEnv({ NODE_ENV: 'production', SESSION_SECRET: secret });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const lines = (caught as Error).message.split('\n');
    expect(lines).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}PUBLIC_URL: is required in production /),
    ]);
    // Both missing: one line each.
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: is required[^\n]*\n {2}PUBLIC_URL: is required/,
    );
    const url = 'https://inkshelf.example';
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, PUBLIC_URL: url }).PUBLIC_URL).toBe(url);
    // Outside production it stays optional (links then use the site's configured origin, see mailLinkBase).
    expect(loadEnv({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('lists every bad variable with a readable reason', () => {
    let caught: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const message = (caught as Error).message;
    expect(message).toContain('Invalid configuration');
    expect(message).toContain('PORT: must be a number');
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(message).toContain('SEED_DEMO: must be true or false');
    expect(message).toContain('LOG_LEVEL: must be one of');
  });

  it('reads the scale-out settings: Redis, metrics and draining, off or defaulted when unset', () => {
    const defaults = loadEnv({});
    expect(defaults.REDIS_URL).toBeUndefined();
    expect(defaults.METRICS_PORT).toBeUndefined();
    expect(defaults.METRICS_HOST).toBe('127.0.0.1');
    expect(defaults.REDIS_PREFIX).toBe('inkshelf:');
    expect(defaults.DRAIN_TIMEOUT_MS).toBe(10_000);
    const env = loadEnv({
      REDIS_URL: 'redis://10.0.0.5:6379/2',
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      DRAIN_TIMEOUT_MS: '30000',
    });
    expect(env).toMatchObject({
      REDIS_URL: 'redis://10.0.0.5:6379/2',
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
      DRAIN_TIMEOUT_MS: 30_000,
    });
    expect(loadEnv({ REDIS_URL: 'rediss://user:pw@cache.example:6380' }).REDIS_URL).toBe(
      'rediss://user:pw@cache.example:6380',
    );
  });

  it('explains bad scale-out settings', () => {
    let caught: unknown;
    try {
      loadEnv({ REDIS_URL: 'localhost:6379', METRICS_PORT: '0', DRAIN_TIMEOUT_MS: 'soon' });
    } catch (error) {
      caught = error;
    }
    const message = (caught as Error).message;
    expect(message).toContain('REDIS_URL: must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379');
    expect(message).toContain('METRICS_PORT: must be between 1 and 65535');
    expect(message).toContain('DRAIN_TIMEOUT_MS: must be a number of milliseconds');
    expect(() => loadEnv({ DRAIN_TIMEOUT_MS: '900000' })).toThrow(
      'DRAIN_TIMEOUT_MS: must be between 0 and 600000 (10 minutes)',
    );
    expect(() => loadEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow('METRICS_PORT: must differ from PORT');
    expect(() => loadEnv({ REDIS_PREFIX: 'has space' })).toThrow(
      'REDIS_PREFIX: must be 1 to 64 letters, digits, or _ : . -',
    );
  });

  it('rejects ports out of range', () => {
    expect(() => loadEnv({ PORT: '70000' })).toThrow('PORT: must be between 0 and 65535');
    expect(() => loadEnv({ PORT: '80.5' })).toThrow('PORT: must be a whole number');
  });

  it('reads Google sign-in: the issuer defaults to Google, http only on loopback, a client id needs its secret', () => {
    expect(loadEnv({}).GOOGLE_OIDC_ISSUER).toBe('https://accounts.google.com');
    expect(loadEnv({}).GOOGLE_CLIENT_ID).toBeUndefined();
    const env = loadEnv({
      GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:4455',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_REDIRECT_URL: 'https://inkshelf.example/auth/callback',
    });
    expect(env).toMatchObject({
      GOOGLE_OIDC_ISSUER: 'http://127.0.0.1:4455',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_REDIRECT_URL: 'https://inkshelf.example/auth/callback',
    });
    expect(loadEnv({ GOOGLE_OIDC_ISSUER: 'http://localhost:8080' }).GOOGLE_OIDC_ISSUER).toBe('http://localhost:8080');
    expect(() => loadEnv({ GOOGLE_OIDC_ISSUER: 'http://accounts.example' })).toThrow(
      'GOOGLE_OIDC_ISSUER: must be an https:// URL (http:// only for 127.0.0.1 or localhost)',
    );
    expect(() => loadEnv({ GOOGLE_OIDC_ISSUER: 'accounts.google.com' })).toThrow(
      'GOOGLE_OIDC_ISSUER: must be an absolute URL',
    );
    expect(() => loadEnv({ GOOGLE_REDIRECT_URL: '/auth/callback' })).toThrow(
      'GOOGLE_REDIRECT_URL: must be an absolute URL',
    );
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'client' })).toThrow(
      'GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set',
    );
  });

  it('reads STUDIO_ORIGINS: the studio renderer by default, else a comma-separated list of origins', () => {
    expect(loadEnv({}).STUDIO_ORIGINS).toEqual(['app://studio']);
    expect(loadEnv({ STUDIO_ORIGINS: ' app://studio/, https://studio.example ' }).STUDIO_ORIGINS).toEqual([
      'app://studio',
      'https://studio.example',
    ]);
    expect(() => loadEnv({ STUDIO_ORIGINS: 'app://studio, studio' })).toThrow(
      /STUDIO_ORIGINS\.1: must be a comma-separated list of origins such as app:\/\/studio/,
    );
  });

  it('reads the replicas of DATABASE_URL, and refuses them without it or when one is not a postgres URL', () => {
    const env = loadEnv({
      DATABASE_URL: 'postgresql://app@db:5432/inkshelf',
      DATABASE_READ_URLS: 'postgresql://app@replica-1:5432/inkshelf, postgres://app@replica-2/inkshelf,',
      READ_YOUR_WRITES_MS: '2500',
    });
    expect(env.DATABASE_READ_URLS).toEqual([
      'postgresql://app@replica-1:5432/inkshelf',
      'postgres://app@replica-2/inkshelf',
    ]);
    expect(env.READ_YOUR_WRITES_MS).toBe(2500);
    expect(loadEnv({}).DATABASE_READ_URLS).toBeUndefined();
    expect(loadEnv({}).READ_YOUR_WRITES_MS).toBe(5000);
    expect(() => loadEnv({ DATABASE_READ_URLS: 'postgresql://app@replica:5432/inkshelf' })).toThrow(
      'DATABASE_READ_URLS: needs DATABASE_URL',
    );
    expect(() =>
      loadEnv({
        DATABASE_URL: 'postgresql://app@db:5432/inkshelf',
        DATABASE_READ_URLS: 'postgresql://app@replica:5432/inkshelf,mysql://replica-2',
      }),
    ).toThrow('DATABASE_READ_URLS.1: must be a comma-separated list of postgres:// or postgresql:// URLs');
    expect(() => loadEnv({ READ_YOUR_WRITES_MS: 'soon' })).toThrow('READ_YOUR_WRITES_MS: must be a number');
  });

  it('reads the process role: all by default, web or worker only with DATABASE_URL', () => {
    const database = { DATABASE_URL: 'postgresql://app@db:5432/inkshelf' };
    expect(loadEnv({}).INKSHELF_ROLE).toBe('all');
    expect(loadEnv({ INKSHELF_ROLE: 'all' }).INKSHELF_ROLE).toBe('all');
    expect(loadEnv({ ...database, INKSHELF_ROLE: 'web' }).INKSHELF_ROLE).toBe('web');
    expect(loadEnv({ ...database, INKSHELF_ROLE: 'worker' }).INKSHELF_ROLE).toBe('worker');
    // The embedded database serves one process: the site and the workers are that process.
    for (const role of ['web', 'worker']) {
      expect(() => loadEnv({ INKSHELF_ROLE: role })).toThrow(
        `Invalid configuration:\n  INKSHELF_ROLE: ${role} needs DATABASE_URL (the embedded database serves one process`,
      );
    }
    expect(() => loadEnv({ ...database, INKSHELF_ROLE: 'both' })).toThrow(
      'Invalid configuration:\n  INKSHELF_ROLE: must be web, worker or all',
    );
    expect(() => loadEnv({ ...database, INKSHELF_ROLE: 'Web' })).toThrow('INKSHELF_ROLE: must be web, worker or all');
    // A worker listens on no site port: its metrics may take PORT's number.
    expect(loadEnv({ ...database, INKSHELF_ROLE: 'worker', PORT: '9100', METRICS_PORT: '9100' }).METRICS_PORT).toBe(
      9100,
    );
    expect(() => loadEnv({ ...database, INKSHELF_ROLE: 'web', PORT: '9100', METRICS_PORT: '9100' })).toThrow(
      'METRICS_PORT: must differ from PORT',
    );
  });

  it("reads the jobs' heartbeat: 30 s by default, 10 s to an hour", () => {
    expect(loadEnv({}).JOB_HEARTBEAT_SECONDS).toBe(30);
    expect(loadEnv({ JOB_HEARTBEAT_SECONDS: '10' }).JOB_HEARTBEAT_SECONDS).toBe(10);
    expect(() => loadEnv({ JOB_HEARTBEAT_SECONDS: '5' })).toThrow(
      'JOB_HEARTBEAT_SECONDS: must be between 10 and 3600 (1 hour)',
    );
    expect(() => loadEnv({ JOB_HEARTBEAT_SECONDS: 'often' })).toThrow(
      'JOB_HEARTBEAT_SECONDS: must be a number of seconds',
    );
  });
});
