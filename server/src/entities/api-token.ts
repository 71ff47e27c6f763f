import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.ts';

/**
 * One signed-in app (the studio, scripts): a token family that keeps its id across refreshes. Only SHA-256 hashes are
 * stored, among them the family key every refresh token starts with, so a rotated refresh token presented again is
 * recognised and revokes the family.
 */
export const ApiToken = defineEntity({
  name: 'ApiToken',
  tableName: 'api_tokens',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    deviceName: p.string().length(100),
    familyHash: p.string().length(64).unique(),
    accessHash: p.string().length(64).unique(),
    accessExpiresAt: p.datetime(),
    refreshHash: p.string().length(64).unique(),
    /** The family dies with its refresh token; every refresh moves this forward. */
    refreshExpiresAt: p.datetime().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
  },
});

export type ApiToken = InferEntity<typeof ApiToken>;
