/**
 * Every HTTP call of the API in one table: method, path (OpenAPI style), who may call it, and the schemas of
 * its input and answer. The server's OpenAPI document is generated from it, and clients can type calls by it.
 */
import { ACCOUNTS_ENDPOINTS } from './api/accounts.ts';
import { CHAPTERS_ENDPOINTS } from './api/chapters.ts';
import { COMMUNITY_ENDPOINTS } from './api/community.ts';
import type { Endpoint } from './api/endpoint.ts';
import { FOLLOWS_ENDPOINTS } from './api/follows.ts';
import { MFA_ENDPOINTS } from './api/mfa.ts';
import { MODERATION_ENDPOINTS } from './api/moderation.ts';
import { NOTIFICATIONS_ENDPOINTS } from './api/notifications.ts';
import { NOVELS_ENDPOINTS } from './api/novels.ts';
import { OIDC_ENDPOINTS } from './api/oidc.ts';
import { STATS_ENDPOINTS } from './api/stats.ts';
import { TAKEDOWN_ENDPOINTS } from './api/takedowns.ts';
import { TAXONOMY_ENDPOINTS } from './api/taxonomy.ts';
import { TOKENS_ENDPOINTS } from './api/tokens.ts';

export type { Access, Endpoint, HttpMethod } from './api/endpoint.ts';
export { BODY_LIMITS, needsSignIn } from './api/endpoint.ts';

export const ENDPOINTS = {
  ...ACCOUNTS_ENDPOINTS,
  ...OIDC_ENDPOINTS,
  ...NOVELS_ENDPOINTS,
  ...TAXONOMY_ENDPOINTS,
  ...STATS_ENDPOINTS,
  ...CHAPTERS_ENDPOINTS,
  ...COMMUNITY_ENDPOINTS,
  ...FOLLOWS_ENDPOINTS,
  ...NOTIFICATIONS_ENDPOINTS,
  ...MFA_ENDPOINTS,
  ...TOKENS_ENDPOINTS,
  ...MODERATION_ENDPOINTS,
  ...TAKEDOWN_ENDPOINTS,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
