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
   * The coding for a request's Accept-Encoding as koa-compress picks it: identity when the header is absent or
   * empty, else br, gzip or identity negotiated with q-values (br before gzip). A header that refuses every coding
   * offered, identity included (`identity;q=0`, `*;q=0`), gets identity all the same: RFC 9110 (12.5.3) lets a
   * server disregard it, and a 406 would only leave the client without the answer. Null for `*`, for which
   * koa-compress makes its own choice.
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
 * Compresses compressible answers (JSON, HTML, XML, text, ...) of at least 1 KB with br or gzip, whichever the
 * client's Accept-Encoding prefers (q-values honoured, identity when it accepts neither), and adds
 * `Vary: Accept-Encoding` to every answer. Brotli runs at quality 4 (its default of 11 is for files compressed once
 * at build time, far too slow per request), gzip at level 6; deflate and zstd are not offered. HEAD, 204 and 304
 * answers are left alone, and so is an answer that already has a Content-Encoding: the website's precompressed
 * .br/.gz files are never compressed twice. Validators are computed before this runs (see httpCache), so an ETag
 * never depends on the coding. `answers` keeps the bytes of answers compressed once (`ctx.state.compressOnce`).
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
 * Sends a hot immutable answer's compressed bytes in `coding` (br or gzip, as negotiated) from `answers`,
 * compressing it only the first time per ETag, URL and coding. The answer then has a Content-Encoding, which
 * koa-compress leaves alone. Only the plain cases: a 200 GET with a string body above the threshold and an
 * Accept-Encoding that picks br or gzip; anything else is left to koa-compress. The body is a string or a Buffer.
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
