/**
 * Bearer tokens of the studio and other non-browser clients: a token family (one ApiToken row) of a 1-hour access token
 * (`isa_` + 32 random bytes) and a 60-day refresh token (`isr_` + the family key + 32 fresh bytes), both rotated on
 * refresh; hashes only. A known family's stale refresh token means reuse, so the whole family is revoked.
 */
import crypto from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiToken, type User } from '../entities/index.ts';

export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 60 * 24 * 60 * 60 * 1000;
/** lastUsedAt is written at most this often per token. */
export const LAST_USED_RESOLUTION_MS = 60 * 1000;

export const ACCESS_PREFIX = 'isa_';
export const REFRESH_PREFIX = 'isr_';

const ACCESS_FORMAT = /^isa_[\w-]{43}$/;
const REFRESH_FORMAT = /^isr_([\w-]{22})[\w-]{43}$/;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const random = (bytes: number) => crypto.randomBytes(bytes).toString('base64url');

/** A token pair as handed to the client once; only its hashes are kept. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  record: ApiToken;
}

/** What a valid access token stands for. */
export interface AccessGrant {
  user: User;
  tokenId: number;
}

function newPair(familyKey: string, now: number) {
  const accessToken = ACCESS_PREFIX + random(32);
  const refreshToken = REFRESH_PREFIX + familyKey + random(32);
  return {
    accessToken,
    refreshToken,
    fields: {
      accessHash: sha256(accessToken),
      accessExpiresAt: new Date(now + ACCESS_TOKEN_TTL_MS),
      refreshHash: sha256(refreshToken),
      refreshExpiresAt: new Date(now + REFRESH_TOKEN_TTL_MS),
    },
  };
}

/** Deletes every family whose refresh token has expired (cheap: an index on the expiry). */
export async function sweepExpiredTokens(em: EntityManager): Promise<void> {
  await em.nativeDelete(ApiToken, { refreshExpiresAt: { $lte: new Date() } });
}

/** Starts a new token family for `user` (after its credentials were checked). */
export async function issueApiToken(em: EntityManager, user: User, deviceName: string): Promise<IssuedTokens> {
  await sweepExpiredTokens(em);
  const familyKey = random(16);
  const { accessToken, refreshToken, fields } = newPair(familyKey, Date.now());
  const record = em.create(ApiToken, { user, deviceName, familyHash: sha256(familyKey), lastUsedAt: null, ...fields });
  await em.flush();
  return { accessToken, refreshToken, record };
}

export type RefreshOutcome =
  | { kind: 'rotated'; issued: IssuedTokens }
  /** Unknown, malformed or expired. */
  | { kind: 'invalid' }
  /** An already-rotated token of a live family: the family was revoked. */
  | { kind: 'reused' };

/** Rotates a family by its current refresh token; a rotated one revokes the family (theft detection). */
export async function refreshApiToken(em: EntityManager, refreshToken: string): Promise<RefreshOutcome> {
  const match = REFRESH_FORMAT.exec(refreshToken);
  if (!match) return { kind: 'invalid' };
  await sweepExpiredTokens(em);
  const familyKey = match[1]!;
  return em.transactional(async (tx): Promise<RefreshOutcome> => {
    const record = await tx.findOne(
      ApiToken,
      { familyHash: sha256(familyKey), refreshExpiresAt: { $gt: new Date() } },
      { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!record) return { kind: 'invalid' };
    if (!safeEqual(record.refreshHash, sha256(refreshToken))) {
      tx.remove(record);
      return { kind: 'reused' };
    }
    const now = Date.now();
    const { accessToken, refreshToken: next, fields } = newPair(familyKey, now);
    Object.assign(record, fields, { lastUsedAt: new Date(now) });
    return { kind: 'rotated', issued: { accessToken, refreshToken: next, record } };
  });
}

/** Ends the family of a refresh token (current or rotated); unknown tokens are ignored. */
export async function revokeByRefreshToken(em: EntityManager, refreshToken: string): Promise<void> {
  const match = REFRESH_FORMAT.exec(refreshToken);
  if (match) await em.nativeDelete(ApiToken, { familyHash: sha256(match[1]!) });
}

/** Ends every token of a user, except `keepTokenId` (the token making the change) when given. */
export async function revokeUserTokens(em: EntityManager, userId: number, keepTokenId?: number): Promise<void> {
  await em.nativeDelete(ApiToken, keepTokenId ? { user: userId, id: { $ne: keepTokenId } } : { user: userId });
}

/** The user and token behind a live access token, or null; records the use at most once a minute. */
export async function authenticateAccessToken(em: EntityManager, accessToken: string): Promise<AccessGrant | null> {
  if (!ACCESS_FORMAT.test(accessToken)) return null;
  const now = new Date();
  const record = await em.findOne(
    ApiToken,
    { accessHash: sha256(accessToken), accessExpiresAt: { $gt: now }, refreshExpiresAt: { $gt: now } },
    { populate: ['user'] },
  );
  if (!record) return null;
  if (!record.lastUsedAt || now.getTime() - record.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await em.nativeUpdate(ApiToken, { id: record.id }, { lastUsedAt: now });
  }
  return { user: record.user, tokenId: record.id };
}

/** The live tokens of a user, newest first. */
export async function listUserTokens(em: EntityManager, userId: number): Promise<ApiToken[]> {
  return em.find(
    ApiToken,
    { user: userId, refreshExpiresAt: { $gt: new Date() } },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
}

/** A live token by id, whoever owns it (the caller authorizes). */
export async function findLiveToken(em: EntityManager, tokenId: number): Promise<ApiToken | null> {
  return em.findOne(ApiToken, { id: tokenId, refreshExpiresAt: { $gt: new Date() } });
}

function safeEqual(a: string, b: string): boolean {
  return a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
