import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredCredentials } from '../../shared/bridge.ts';
import { ENCRYPTION_UNAVAILABLE_MESSAGE, createCredentialsStore, type Cipher } from './credentials.ts';
import { tempDataDir } from './drafts/test/fixtures.ts';

/** A reversible stand-in for safeStorage: XOR with a key, prefixed so foreign bytes fail to decrypt. */
function fakeCipher(available = true): Cipher {
  const key = 0x5a;
  return {
    isEncryptionAvailable: () => available,
    encryptString: (plain) => Buffer.concat([Buffer.from('FAKE1'), Buffer.from(plain).map((b) => b ^ key)]),
    decryptString: (encrypted) => {
      if (encrypted.subarray(0, 5).toString() !== 'FAKE1') throw new Error('Error while decrypting the ciphertext');
      return Buffer.from(encrypted.subarray(5).map((b) => b ^ key)).toString();
    },
  };
}

const credentials: StoredCredentials = {
  serverUrl: 'https://inkshelf.example',
  username: 'ada',
  accessToken: 'ink_at_secret-access-token',
  accessExpiresAt: '2026-11-24T13:00:00.000Z',
  refreshToken: 'ink_rt_secret-refresh-token',
};

let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir()));
afterEach(() => cleanup());

describe('credentials store', () => {
  it('stores the credentials encrypted and reads them back', async () => {
    const store = createCredentialsStore(dataDir, fakeCipher());
    expect(await store.get()).toBeNull();
    await store.set(credentials);
    const onDisk = await readFile(path.join(dataDir, 'credentials.bin'));
    expect(onDisk.toString('latin1')).not.toContain('secret');
    expect(onDisk.toString('latin1')).not.toContain('ada');
    expect(await createCredentialsStore(dataDir, fakeCipher()).get()).toEqual(credentials);
    await store.clear();
    expect(await store.get()).toBeNull();
    await store.clear();
  });

  it('refuses to store anything when encryption is unavailable', async () => {
    const store = createCredentialsStore(dataDir, fakeCipher(false));
    expect(await store.isEncryptionAvailable()).toBe(false);
    await expect(store.set(credentials)).rejects.toThrow(ENCRYPTION_UNAVAILABLE_MESSAGE);
    await expect(readFile(path.join(dataDir, 'credentials.bin'))).rejects.toThrow(/ENOENT/);
  });

  it('treats an undecryptable or invalid file as signed out and removes it', async () => {
    const file = path.join(dataDir, 'credentials.bin');
    const store = createCredentialsStore(dataDir, fakeCipher());
    await writeFile(file, 'plain garbage');
    expect(await store.get()).toBeNull();
    await expect(readFile(file)).rejects.toThrow(/ENOENT/);
    await writeFile(file, fakeCipher().encryptString(JSON.stringify({ serverUrl: 'https://x.example' })));
    expect(await store.get()).toBeNull();
    await expect(readFile(file)).rejects.toThrow(/ENOENT/);
  });

  it('keeps the file when encryption is unavailable at the moment (locked keyring)', async () => {
    await createCredentialsStore(dataDir, fakeCipher()).set(credentials);
    expect(await createCredentialsStore(dataDir, fakeCipher(false)).get()).toBeNull();
    expect(await createCredentialsStore(dataDir, fakeCipher()).get()).toEqual(credentials);
  });

  it('validates what it is asked to store', async () => {
    const store = createCredentialsStore(dataDir, fakeCipher());
    await expect(store.set({ ...credentials, serverUrl: 'javascript:alert(1)' })).rejects.toThrow(
      /The sign-in was not saved: serverUrl/,
    );
  });
});
