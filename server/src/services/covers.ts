import crypto from 'node:crypto';
import { COVER, LIMITS, MESSAGES } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { NovelCover, type Novel } from '../entities/index.ts';
import { badRequest } from '../errors.ts';
import { recordChanges, tags } from '../cache/index.ts';

export type CoverType = (typeof COVER.acceptedTypes)[number];

/** A cover ready to store: the re-encoded JPEG, its content hash (the ETag) and the URL version it gets. */
export interface ProcessedCover {
  data: Buffer;
  mimeType: 'image/jpeg';
  etag: string;
  version: number;
}

/** What a create or an edit does to the cover. */
export type CoverChange = { action: 'keep' } | { action: 'remove' } | { action: 'replace'; cover: ProcessedCover };

/** Larger images are refused before decoding (a small PNG can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The media types a data string may name, and the one each stands for. */
const DECLARED_TYPES: Record<string, CoverType> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
};

/** How sharp names each accepted type. */
const SHARP_FORMATS: Record<CoverType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

const BASE64 = /^[A-Z0-9+/]*={0,2}$/i;

const invalid = () => badRequest(MESSAGES.errors.coverInvalid, { field: 'coverImage' });
const tooLarge = () => badRequest(MESSAGES.errors.coverTooLarge, { field: 'coverImage' });

/** The image type that the bytes start with (JPEG, PNG or WebP), or null for anything else. */
export function sniffImageType(bytes: Buffer): CoverType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** Splits `data:image/png;base64,...` into its declared type and bytes; anything else is refused. */
export function decodeDataUrl(text: string): { declaredType: CoverType; bytes: Buffer } {
  const comma = text.indexOf(',');
  if (!/^data:/i.test(text) || comma < 0) throw invalid();
  const [mediaType = '', ...parameters] = text.slice(5, comma).split(';');
  const declaredType = DECLARED_TYPES[mediaType.trim().toLowerCase()];
  if (!declaredType || !parameters.some((parameter) => parameter.trim().toLowerCase() === 'base64')) throw invalid();
  const payload = text.slice(comma + 1).replace(/\s+/g, '');
  if (!BASE64.test(payload) || payload.length % 4 === 1) throw invalid();
  return { declaredType, bytes: Buffer.from(payload, 'base64') };
}

/**
 * Checks an uploaded cover and re-encodes it: under 2 MB decoded, a real JPEG, PNG or WebP whose bytes agree
 * with the declared type, then turned upright (EXIF orientation), cropped to fill 300x450 and saved as a JPEG
 * at quality 95 without metadata (no EXIF, GPS or colour profile survives).
 */
export async function processCover(dataUrl: string): Promise<ProcessedCover> {
  const { declaredType, bytes } = decodeDataUrl(dataUrl);
  if (bytes.length >= LIMITS.coverMaxBytes) throw tooLarge();
  const actualType = sniffImageType(bytes);
  if (!actualType || actualType !== declaredType) throw invalid();
  let data: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== SHARP_FORMATS[actualType]) throw invalid();
    data = await image
      .rotate()
      .resize(COVER.width, COVER.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(COVER.quality * 100) })
      .toBuffer();
  } catch {
    throw invalid();
  }
  const etag = crypto.createHash('sha256').update(data).digest('hex');
  return { data, mimeType: 'image/jpeg', etag, version: versionOf(etag) };
}

/**
 * The URL version of a cover, taken from its content hash: the URL changes exactly when the bytes do, and a
 * number is never reused for other bytes (not even after removing the cover and adding another), which the
 * year-long immutable caching of cover URLs needs.
 */
export const versionOf = (etag: string): number => Number.parseInt(etag.slice(0, 7), 16);

/** Whether `text` is this novel's cover URL (as the presenter builds it, relative or absolute, any version). */
export function isOwnCoverUrl(text: string, novel: Pick<Novel, 'id'>): boolean {
  try {
    return new URL(text, 'http://localhost').pathname === `/api/novels/${novel.id}/cover`;
  } catch {
    return false;
  }
}

const hasCover = (novel?: Pick<Novel, 'coverVersion'>): boolean =>
  novel?.coverVersion !== null && novel?.coverVersion !== undefined;

/**
 * Reads the `coverImage` of a create or an edit: absent keeps the cover, null (or '') removes it, a data string
 * replaces it, and the novel's own cover URL (what the client was given) keeps it. Anything else is a 400.
 * Image work happens here, before any transaction is opened.
 */
export async function coverChange(
  input: string | null | undefined,
  novel?: Pick<Novel, 'id' | 'coverVersion'>,
): Promise<CoverChange> {
  if (input === undefined) return { action: 'keep' };
  if (input === null) return hasCover(novel) ? { action: 'remove' } : { action: 'keep' };
  if (/^data:/i.test(input)) return { action: 'replace', cover: await processCover(input) };
  if (novel && isOwnCoverUrl(input, novel)) return { action: 'keep' };
  throw invalid();
}

/** Gives a novel being created its cover: the flush that inserts the novel inserts the cover with it. */
export function attachNewCover(em: EntityManager, novel: Novel, change: CoverChange): void {
  if (change.action !== 'replace') return;
  const { data, mimeType, etag, version } = change.cover;
  novel.coverVersion = version;
  em.create(NovelCover, { novel, data, mimeType, etag });
}

/** Stores a cover change for an existing novel; run it in the transaction that saves the novel's other fields. */
export async function saveCoverChange(em: EntityManager, novel: Novel, change: CoverChange): Promise<void> {
  if (change.action === 'remove') {
    recordChanges([tags.public, tags.novel(novel.id)]);
    await em.nativeDelete(NovelCover, { novel: novel.id });
    novel.coverVersion = null;
  } else if (change.action === 'replace') {
    const { data, mimeType, etag, version } = change.cover;
    await em.upsert(NovelCover, { novel: novel.id, data, mimeType, etag, updatedAt: new Date() });
    novel.coverVersion = version;
  }
}
