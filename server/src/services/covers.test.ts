import zlib from 'node:zlib';
import { COVER, LIMITS, MESSAGES } from '@inkshelf/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverChange, decodeDataUrl, isOwnCoverUrl, processCover, sniffImageType, versionOf } from './covers.ts';

const E = MESSAGES.errors;
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const solid = (width: number, height: number, background = '#336') =>
  sharp({ create: { width, height, channels: 3, background } });
const png = (width = 600, height = 900) => solid(width, height).png().toBuffer();
const refused = (message: string) => ({ status: 400, message, extra: { field: 'coverImage' } });

/** Red left half, blue right half. */
async function halves(width: number, height: number): Promise<ReturnType<typeof sharp>> {
  const blue = await solid(width / 2, height, '#0000ff')
    .png()
    .toBuffer();
  return solid(width, height, '#ff0000').composite([{ input: blue, left: width / 2, top: 0 }]);
}

async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}

/** A real PNG whose header claims another size (the pixel data stays tiny). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(4, 4));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    expect(sniffImageType(await solid(8, 8).jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await png(8, 8))).toBe('image/png');
    expect(sniffImageType(await solid(8, 8).webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(await solid(8, 8).gif().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF1234WAVE'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('decodeDataUrl', () => {
  it('reads the declared type and the bytes', () => {
    expect(decodeDataUrl('data:image/PNG;base64,aGVsbG8=')).toEqual({
      declaredType: 'image/png',
      bytes: Buffer.from('hello'),
    });
    expect(decodeDataUrl('data:image/jpg;name=a.jpg;base64,aGk=').declaredType).toBe('image/jpeg');
  });

  it.each([
    ['not a data URL', 'https://example.test/a.png'],
    ['no comma', 'data:image/png;base64'],
    ['not base64', 'data:image/png,%89PNG'],
    ['a type that is not accepted', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['no type', 'data:;base64,aGVsbG8='],
    ['characters outside base64', 'data:image/png;base64,aGVs*bG8='],
    ['a broken length', 'data:image/png;base64,aGVsb'],
  ])('refuses %s', (_label, text) => {
    expect(() => decodeDataUrl(text)).toThrow(E.coverInvalid);
  });
});

describe('processCover', () => {
  it('re-encodes to a 300x450 JPEG without metadata, with a content hash and a version', async () => {
    const input = await solid(600, 900)
      .withMetadata({ exif: { IFD0: { Copyright: 'someone', Artist: 'me' } }, icc: 'p3' })
      .jpeg()
      .toBuffer();
    const original = await sharp(input).metadata();
    expect(original.exif).toBeDefined();
    expect(original.icc).toBeDefined();
    const cover = await processCover(dataUrl('image/jpeg', input));
    const meta = await sharp(cover.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: COVER.width, height: COVER.height });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(cover.mimeType).toBe('image/jpeg');
    expect(cover.etag).toMatch(/^[0-9a-f]{64}$/);
    expect(cover.version).toBe(versionOf(cover.etag));
    const again = await processCover(dataUrl('image/jpeg', input));
    expect(again.etag).toBe(cover.etag);
  });

  it('keeps quality high (quality 95): a fine pattern survives with little loss', async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 300 * 450 * 3 }, (_, i) => (i * 7919) % 256)), {
      raw: { width: 300, height: 450, channels: 3 },
    })
      .png()
      .toBuffer();
    const cover = await processCover(dataUrl('image/png', noise));
    const low = await sharp(noise).jpeg({ quality: 80 }).toBuffer();
    expect(cover.data.length).toBeGreaterThan(low.length);
  });

  it('honours the EXIF orientation before cropping', async () => {
    // Stored landscape (red left, blue right) but tagged "rotate 90° clockwise": upright it is red on top.
    const stored = await (await halves(900, 600)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const cover = await processCover(dataUrl('image/jpeg', stored));
    const [top, bottom] = [await pixel(cover.data, 150, 10), await pixel(cover.data, 150, 440)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('crops to fill (cover) rather than letterboxing, and flattens transparency onto white', async () => {
    const wide = await processCover(dataUrl('image/webp', await solid(2000, 400, '#00ff00').webp().toBuffer()));
    const corner = await pixel(wide.data, 0, 0);
    expect(corner[1]).toBeGreaterThan(200);
    const clear = await sharp({
      create: { width: 60, height: 90, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const flattened = await processCover(dataUrl('image/png', clear));
    expect(await pixel(flattened.data, 10, 10)).toEqual([255, 255, 255]);
  });

  it('refuses 2 MB and more, decoded', async () => {
    const big = Buffer.concat([await png(8, 8), Buffer.alloc(LIMITS.coverMaxBytes)]);
    await expect(processCover(dataUrl('image/png', big))).rejects.toMatchObject(refused(E.coverTooLarge));
  });

  it.each([
    ['an SVG', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an SVG declared as PNG', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['text', 'text/plain', Buffer.from('hello, world')],
    ['text declared as JPEG', 'image/jpeg', Buffer.from('hello, world')],
  ])('refuses %s', async (_label, type, bytes) => {
    await expect(processCover(dataUrl(type, bytes))).rejects.toMatchObject(refused(E.coverInvalid));
  });

  it('refuses a declared type that the bytes contradict, GIFs, and broken or oversized images', async () => {
    const cases: [string, Buffer][] = [
      ['image/jpeg', await png(8, 8)],
      ['image/webp', await solid(8, 8).jpeg().toBuffer()],
      ['image/png', await solid(8, 8).gif().toBuffer()],
      ['image/png', (await png(64, 64)).subarray(0, 40)],
      ['image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)])],
      ['image/png', await pngClaiming(60_000, 60_000)],
    ];
    for (const [type, bytes] of cases) {
      await expect(processCover(dataUrl(type, bytes)), type).rejects.toMatchObject(refused(E.coverInvalid));
    }
  });
});

describe('coverChange', () => {
  const withCover = { id: 7, coverVersion: 1234 };
  const withoutCover = { id: 7, coverVersion: null };

  it('keeps the cover when the field is absent or is the novel’s own cover URL', async () => {
    expect(await coverChange(undefined, withCover)).toEqual({ action: 'keep' });
    expect(await coverChange('/api/novels/7/cover?v=1234', withCover)).toEqual({ action: 'keep' });
    expect(await coverChange('https://inkshelf.example/api/novels/7/cover?v=1', withCover)).toEqual({ action: 'keep' });
  });

  it('removes it on null, when there is one', async () => {
    expect(await coverChange(null, withCover)).toEqual({ action: 'remove' });
    expect(await coverChange(null, withoutCover)).toEqual({ action: 'keep' });
    expect(await coverChange(null)).toEqual({ action: 'keep' });
  });

  it('replaces it with a data string', async () => {
    const change = await coverChange(dataUrl('image/png', await png()), withCover);
    expect(change).toMatchObject({ action: 'replace', cover: { mimeType: 'image/jpeg' } });
  });

  it.each([
    'https://elsewhere.example/cover.jpg',
    '/api/novels/8/cover?v=1',
    '/api/novels/77/cover',
    'javascript:alert(1)',
    'not a url at all',
  ])('refuses any other text (%s)', async (text) => {
    await expect(coverChange(text, withCover)).rejects.toMatchObject(refused(E.coverInvalid));
    await expect(coverChange(text)).rejects.toMatchObject(refused(E.coverInvalid));
  });
});

describe('isOwnCoverUrl and versionOf', () => {
  it('match only this novel’s cover path', () => {
    expect(isOwnCoverUrl('/api/novels/1/cover', { id: 1 })).toBe(true);
    expect(isOwnCoverUrl('/api/novels/12/cover', { id: 1 })).toBe(false);
    expect(isOwnCoverUrl('/api/novels/1/cover/../../2/cover', { id: 1 })).toBe(false);
  });

  it('gives versions that fit a PostgreSQL integer', () => {
    expect(versionOf('f'.repeat(64))).toBe(0xfffffff);
    expect(versionOf('0'.repeat(64))).toBe(0);
  });
});
