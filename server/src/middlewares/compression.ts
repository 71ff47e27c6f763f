import type http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';
import compress from 'koa-compress';
import { CacheRegistry, type TaggedCache } from '../cache/index.ts';
import Negotiator from 'negotiator';

declare module 'koa' {
  interface DefaultState {
    /**
     * Set by a route whose 200 answer is the same for everyone for as long as its ETag does not change (a public
     * chapter read): its compressed bytes are kept and sent again instead of compressed anew.
     */
    compressOnce?: boolean;
  }
}

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
const CODINGS = ['br', 'gzip', 'identity'];
interface PreferringNegotiator {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
}
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** How many bytes of compressed answers are kept (about 4,000 chapters of 30 KB at a quarter of their size). */
export const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024;

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The compressed bytes of hot immutable answers (a public chapter read at its ETag), kept by coding, URL and
 * ETag so that each is compressed once. Keyed by the ETag, so no write makes an entry stale.
 */
export class CompressedAnswers {
  private readonly cache: TaggedCache<Buffer>;

  constructor(registry: CacheRegistry) {
    this.cache = registry.cache<Buffer>('compressed_answers', {
      maxSize: COMPRESSED_CACHE_BYTES,
      sizeOf: (bytes) => bytes.length,
    });
  }

  /**
   * The coding koa-compress would pick: identity when Accept-Encoding is absent or empty, else br, gzip or identity by
   * q-value. A header refusing everything (`identity;q=0`) still gets identity: RFC 9110 (12.5.3) allows it, and a 406
   * would leave the client with nothing. Null for `*`, where koa-compress chooses.
   */
  static codingOf(req: http.IncomingMessage): 'br' | 'gzip' | 'identity' | null {
    const accepted = req.headers['accept-encoding'];
    if (!accepted) return 'identity';
    if (accepted.trim() === '*') return null;
    // (negotiator 1.x takes the preference; @types/negotiator still describes 0.6.)
    const negotiator = new Negotiator(req) as unknown as PreferringNegotiator;
    const coding = negotiator.encoding(CODINGS, { preferred: CODINGS });
    return coding === 'br' || coding === 'gzip' ? coding : 'identity';
  }

  /** `body` in `coding`, compressed off the event loop (zlib's thread pool) the first time per key only. */
  async bytes(key: string, body: string | Buffer, coding: 'br' | 'gzip'): Promise<Buffer> {
    const cacheKey = `${coding} ${key}`;
    let bytes = this.cache.get(cacheKey);
    if (!bytes) {
      bytes = coding === 'br' ? await brotli(body, BROTLI) : await gzip(body, GZIP);
      this.cache.set(cacheKey, bytes);
    }
    return bytes;
  }
}

/**
 * Brotli at quality 4 (its default 11 is meant for build time, far too slow per request), gzip at 6; `Vary:
 * Accept-Encoding` on every answer. An answer with a Content-Encoding (precompressed .br/.gz) is never compressed
 * twice, and ETags are set before this (httpCache) so they never depend on the coding.
 */
export function compression(answers = new CompressedAnswers(new CacheRegistry())): Middleware {
  const compressing = compress({
    threshold: COMPRESSION_THRESHOLD,
    br: BROTLI,
    gzip: GZIP,
    deflate: false,
    zstd: false,
  });
  return async (ctx, next) => {
    const coding = CompressedAnswers.codingOf(ctx.req);
    // koa-compress would answer 500 to a header that refuses every coding (it finds none and sets no identity).
    if (coding === 'identity') ctx.compress = false;
    await compressing(ctx, async () => {
      await next();
      // Koa would serialise a JSON body once to measure it and again to send it: do it once here.
      if (isJsonValue(ctx.body)) ctx.body = JSON.stringify(ctx.body);
      if (ctx.state.compressOnce && (coding === 'br' || coding === 'gzip')) await reuseCompressed(ctx, answers, coding);
    });
  };
}

/**
 * Serves a hot immutable answer compressed once per URL, ETag and coding; its Content-Encoding makes koa-compress leave
 * it alone. Only a 200 GET with a string or Buffer body above the threshold; anything else is koa-compress's.
 */
async function reuseCompressed(ctx: Context, answers: CompressedAnswers, coding: 'br' | 'gzip'): Promise<void> {
  const body: unknown = ctx.body;
  const etag = ctx.response.get('ETag');
  if (ctx.method !== 'GET' || ctx.status !== 200 || !etag) return;
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return;
  if (ctx.response.get('Content-Encoding')) return;
  if (Buffer.byteLength(body) < COMPRESSION_THRESHOLD) return;
  const bytes = await answers.bytes(compressedKey(ctx.url, etag), body, coding);
  ctx.set('Content-Encoding', coding);
  ctx.body = bytes;
}

/** What identifies an answer compressed once: its URL and ETag. */
export const compressedKey = (url: string, etag: string): string => `${url} ${etag}`;

/** A body Koa sends as JSON: an array or a plain object (not a Buffer, stream, Blob or Response). */
export function isJsonValue(body: unknown): boolean {
  if (Array.isArray(body)) return true;
  if (body === null || typeof body !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}
