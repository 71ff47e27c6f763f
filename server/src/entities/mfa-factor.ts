import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.ts';

/**
 * A user's TOTP factor (at most one). The secret is stored sealed (AES-256-GCM, see services/totp.ts) and hidden.
 * `lastUsedStep` is the last time step a code was accepted for, so a code is never accepted twice.
 */
export const MfaFactor = defineEntity({
  name: 'MfaFactor',
  tableName: 'mfa_factors',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').unique('mfa_factors_user_unique'),
    factorType: p.string().length(16).default('totp'),
    secretSealed: p.text().hidden().lazy(),
    verifiedAt: p.datetime().nullable(),
    lastUsedStep: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type MfaFactor = InferEntity<typeof MfaFactor>;
