import { hash, verify } from '@node-rs/argon2';
import os from 'node:os';

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Passwords longer than this are refused before hashing, so nobody can make the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * Bounds how many hashes run at once so that a flood of logins queues up instead of starving every other
 * request of CPU and memory.
 */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

const hashing = new Semaphore(Math.max(1, Math.min(4, os.availableParallelism() - 1)));

export function hashPassword(password: string): Promise<string> {
  if (password.length > MAX_PASSWORD_LENGTH) throw new RangeError('password too long');
  return hashing.run(() => hash(password, ARGON2_OPTIONS));
}

/** True when `password` matches `stored`; false for a malformed hash rather than an exception. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored || password.length > MAX_PASSWORD_LENGTH) return false;
  return hashing.run(async () => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  });
}
