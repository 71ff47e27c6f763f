/**
 * The signed-in server and tokens, encrypted with the injected cipher (Electron's safeStorage in the app, a
 * fake in tests) into <dataDir>/credentials.bin. Nothing is ever written in plain text: without encryption,
 * set() refuses and the author signs in again on each start.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { StoredCredentials, StudioBridge } from '../../shared/bridge.ts';
import { readIfExists, writeFileAtomic } from './atomic-file.ts';
import { describeIssues, storedCredentialsSchema } from './schemas.ts';

export interface Cipher {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export const ENCRYPTION_UNAVAILABLE_MESSAGE =
  'This system offers no encryption for stored passwords, so the sign-in was not saved: you will need to sign in again next time.';

export function createCredentialsStore(dataDir: string, cipher: Cipher): StudioBridge['credentials'] {
  const file = path.join(dataDir, 'credentials.bin');

  return {
    async get() {
      const encrypted = await readIfExists(file);
      if (encrypted === null) return null;
      // A keyring that is locked or missing right now says nothing about the file: keep it for a later start.
      if (!cipher.isEncryptionAvailable()) return null;
      try {
        const parsed = storedCredentialsSchema.safeParse(JSON.parse(cipher.decryptString(encrypted)));
        if (parsed.success) return parsed.data;
      } catch {
        // Undecryptable (another user or machine, a changed keychain) or not JSON: treated as signed out.
      }
      await rm(file, { force: true });
      return null;
    },

    async set(credentials: StoredCredentials) {
      const parsed = storedCredentialsSchema.safeParse(credentials);
      if (!parsed.success) throw new Error(`The sign-in was not saved: ${describeIssues(parsed.error)}`);
      if (!cipher.isEncryptionAvailable()) throw new Error(ENCRYPTION_UNAVAILABLE_MESSAGE);
      const encrypted = cipher.encryptString(JSON.stringify(parsed.data));
      await mkdir(dataDir, { recursive: true });
      await writeFileAtomic(file, encrypted);
    },

    async clear() {
      await rm(file, { force: true });
    },

    isEncryptionAvailable() {
      return Promise.resolve(cipher.isEncryptionAvailable());
    },
  };
}
