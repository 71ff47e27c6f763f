import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Server-side session store for koa-session. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    sid: p.string().length(255).primary(),
    sess: p.json<Record<string, unknown>>(),
    expire: p.datetime().index(),
  },
});

export type Session = InferEntity<typeof Session>;
