/**
 * Crash-safe file replacement: write a unique temp file in the target's folder, fsync it, rename it over the
 * target, then fsync the folder so the rename itself is durable. A crash at any point leaves either the old
 * file or the new one, never a half-written file. The file system is injectable so tests can fail a step.
 */
import { randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import path from 'node:path';

export interface AtomicFs {
  open: typeof fsp.open;
  rename: typeof fsp.rename;
  rm: typeof fsp.rm;
}

export const nodeFs: AtomicFs = { open: fsp.open, rename: fsp.rename, rm: fsp.rm };

/** Temp files start with a dot and end in .tmp, so folder listings can skip them. */
export function isTempFile(name: string): boolean {
  return name.startsWith('.') && name.endsWith('.tmp');
}

export async function writeFileAtomic(file: string, data: string | Uint8Array, fs: AtomicFs = nodeFs): Promise<void> {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let renamed = false;
  try {
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
    renamed = true;
  } finally {
    if (!renamed) await fs.rm(temp, { force: true }).catch(() => undefined);
  }
  await syncDirectory(dir, fs);
}

/** Makes a rename in `dir` durable. Windows cannot open a folder for fsync; NTFS journals renames itself. */
export async function syncDirectory(dir: string, fs: AtomicFs = nodeFs): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Reads a file, or null when it does not exist. */
export async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fsp.readFile(file);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}
