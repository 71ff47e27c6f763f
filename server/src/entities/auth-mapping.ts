import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.ts';

/** Links a third-party identity (the provider's subject) to a local user. */
export const AuthMapping = defineEntity({
  name: 'AuthMapping',
  tableName: 'auth_mapping',
  properties: {
    id: p.integer().primary(),
    supabaseUid: p.string().length(255).unique(),
    localUser: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type AuthMapping = InferEntity<typeof AuthMapping>;
