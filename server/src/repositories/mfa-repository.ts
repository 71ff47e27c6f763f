import type { EntityManager } from '@mikro-orm/postgresql';
import { MfaFactor, MfaRecoveryCode } from '../entities/index.ts';

/** Two-factor factors and recovery codes. The conditional writes are what make codes single use under races. */
export class MfaRepository {
  constructor(private readonly em: EntityManager) {}

  /** Whether the user has a confirmed factor (checked on every request of an aal1 session). */
  async hasVerifiedFactor(userId: number): Promise<boolean> {
    return (await this.em.count(MfaFactor, { user: userId, verifiedAt: { $ne: null } })) > 0;
  }

  /** The user's factor with its sealed secret, or null. */
  findFactor(userId: number) {
    return this.em.findOne(MfaFactor, { user: userId }, { populate: ['secretSealed'], refresh: true });
  }

  /** Records `step` as used unless it (or a later step) already was; false when the code was used before. */
  async claimStep(factorId: number, step: number): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      MfaFactor,
      { id: factorId, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
      { lastUsedStep: step },
    );
    return updated === 1;
  }

  /** Marks an unused recovery code as used; false when there is no such unused code. */
  async claimRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      MfaRecoveryCode,
      { user: userId, codeHash, usedAt: null },
      { usedAt: new Date() },
    );
    return updated === 1;
  }

  countRecoveryCodesLeft(userId: number): Promise<number> {
    return this.em.count(MfaRecoveryCode, { user: userId, usedAt: null });
  }

  /** Replaces every recovery code of the user by these hashes. */
  async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
    await this.em.nativeDelete(MfaRecoveryCode, { user: userId });
    for (const codeHash of hashes) this.em.create(MfaRecoveryCode, { user: userId, codeHash });
    await this.em.flush();
  }

  /** Removes the factor and the recovery codes. */
  async removeAll(userId: number): Promise<void> {
    await this.em.nativeDelete(MfaRecoveryCode, { user: userId });
    await this.em.nativeDelete(MfaFactor, { user: userId });
  }
}
