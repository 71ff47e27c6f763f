import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.ts';

/** Server-side session store for koa-session; `user` lets us end every session of an account at once. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    sid: p.string().length(255).primary(),
    sess: p.json<Record<string, unknown>>(),
    expire: p.datetime().index(),
    user: () => p.manyToOne(User).nullable().deleteRule('cascade').index(),
  },
});

export type Session = InferEntity<typeof Session>;
