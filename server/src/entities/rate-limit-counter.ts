import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * rate-limiter-flexible's PostgreSQL store (RateLimiterPostgres, `tableCreated: true`): one row per budget and key
 * (`login-ip:203.0.113.7`), its points spent and when the window ends (epoch ms). Written by the limiter's own
 * atomic upsert, never through the ORM; declared here so that the table belongs to the schema.
 */
export const RateLimitCounter = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limits',
  properties: {
    key: p.text().primary(),
    points: p.integer().default(0),
    expire: p.bigint('number').nullable(),
  },
});

export type RateLimitCounter = InferEntity<typeof RateLimitCounter>;
