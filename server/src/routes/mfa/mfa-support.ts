/** Test helpers for two-factor: a controlled clock shared by the test and the in-process server, and codes. */
import * as OTPAuth from 'otpauth';
import { vi } from 'vitest';
import type { TestAgent, TestServer } from '../../../test/support.ts';

const STEP_MS = 30_000;

/**
 * Freezes Date (only Date: timers keep running) at 10 s into the current 30 s step, so codes computed here are
 * the server's; `tick()` moves to the next step, where a new code is valid.
 */
export function useStepClock() {
  let now = 0;
  return {
    start() {
      now = Math.floor(Date.now() / STEP_MS) * STEP_MS + 10_000;
      vi.useFakeTimers({ toFake: ['Date'], now });
    },
    stop: () => vi.useRealTimers(),
    /** Moves the clock by `steps` time steps. */
    tick(steps = 1) {
      now += steps * STEP_MS;
      vi.setSystemTime(now);
    },
  };
}

/** The code an authenticator app shows for `secret`, `offset` steps from now. */
export function totpCode(secret: string, offset = 0): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + offset * STEP_MS });
}

export interface Enrolled {
  agent: TestAgent;
  userId: number;
  username: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

/** A new account that turned two-factor on (its agent is at aal2); the clock then moves to the next step. */
export async function enrolledUser(server: TestServer, tick: () => void): Promise<Enrolled> {
  const { user, agent, password } = await server.signedIn();
  const enrollment = await agent.request<{ secret: string }>('POST', '/api/mfa/enroll');
  if (enrollment.status !== 200) throw new Error(`enroll failed: ${enrollment.text}`);
  const secret = enrollment.body.secret;
  const verified = await agent.request<{ recoveryCodes: string[] }>('POST', '/api/mfa/verify', {
    json: { code: totpCode(secret) },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.text}`);
  tick();
  return {
    agent,
    userId: user.id,
    username: user.username,
    password,
    secret,
    recoveryCodes: verified.body.recoveryCodes,
  };
}
