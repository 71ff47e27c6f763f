import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type Koa from 'koa';
import session from 'koa-session';
import { createSessionStore } from '../services/session-store.ts';

export const SESSION_COOKIE = 'inkshelf.sid';

/**
 * The cookie signing secret: SESSION_SECRET when set; otherwise one generated once and kept in the data folder
 * (production refuses to start without SESSION_SECRET, see env.ts).
 */
export function resolveSessionSecret(secret: string | undefined, dataDir: string): string {
  if (secret) return secret;
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const generated = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
    return generated;
  }
}

/**
 * Cookie sessions stored server-side: HttpOnly, SameSite=Lax, signed, Secure whenever the request came over
 * HTTPS (behind a proxy when TRUST_PROXY is set). The session id is opaque and random.
 */
export function sessions(app: Koa, orm: MikroORM, secret: string): Koa.Middleware {
  app.keys = [secret];
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: 'session',
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      overwrite: true,
      rolling: false,
      renew: true,
      autoCommit: true,
      genid: () => crypto.randomBytes(24).toString('base64url'),
      store: createSessionStore(orm),
    },
    app,
  );
}
