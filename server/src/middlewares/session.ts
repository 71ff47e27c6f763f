import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type Koa from 'koa';
import session from 'koa-session';
import type { StatementMode } from '../db/named-statements.ts';
import { createSessionStore } from '../services/session-store.ts';
import { CookieKeys } from './cookie-keys.ts';

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

const ID_BYTES = 24;
const IDS_PER_FILL = 512;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A fresh session id: 24 bytes from the CSPRNG. koa-session asks for one on every request that arrives without a
 * cookie, even when that session is never saved, so the bytes are drawn 512 ids at a time (as crypto.randomUUID
 * does) instead of one system call per anonymous read. Each id still uses bytes that no other id saw.
 */
export function newSessionId(): string {
  if (offset + ID_BYTES > pool.length) {
    pool = crypto.randomBytes(ID_BYTES * IDS_PER_FILL);
    offset = 0;
  }
  const id = pool.toString('base64url', offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return id;
}

/**
 * Cookie sessions stored server-side: HttpOnly, SameSite=Lax, signed, Secure whenever the request came over
 * HTTPS (behind a proxy when TRUST_PROXY is set). The session id is opaque and random.
 */
export function sessions(app: Koa, orm: MikroORM, secret: string, mode: StatementMode = 'orm'): Koa.Middleware {
  app.keys = new CookieKeys([secret]);
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
      genid: newSessionId,
      store: createSessionStore(orm, { mode }),
    },
    app,
  );
}
