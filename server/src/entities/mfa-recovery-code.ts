import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.ts';

/** A single-use two-factor recovery code: only its SHA-256 is stored. */
export const MfaRecoveryCode = defineEntity({
  name: 'MfaRecoveryCode',
  tableName: 'mfa_recovery_codes',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    codeHash: p.string().length(64),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'mfa_recovery_codes_user_hash_unique', properties: ['user', 'codeHash'] }],
});

export type MfaRecoveryCode = InferEntity<typeof MfaRecoveryCode>;
