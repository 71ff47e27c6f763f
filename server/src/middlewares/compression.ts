import zlib from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses compressible answers (JSON, HTML, XML, text, ...) of at least 1 KB with br or gzip, whichever the
 * client's Accept-Encoding prefers (q-values honoured, identity when it accepts neither), and adds
 * `Vary: Accept-Encoding` to every answer. Brotli runs at quality 4 (its default of 11 is for files compressed once
 * at build time, far too slow per request), gzip at level 6; deflate and zstd are not offered. HEAD, 204 and 304 answers are left alone, and so is
 * an answer that already has a Content-Encoding: the website's precompressed .br/.gz files are never compressed
 * twice. Validators are computed before this runs (see httpCache), so an ETag never depends on the coding.
 */
export function compression(): Middleware {
  const compressing = compress({
    threshold: COMPRESSION_THRESHOLD,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
  });
  return async (ctx, next) => {
    await compressing(ctx, async () => {
      await next();
      // Koa would serialise a JSON body once to measure it and again to send it: do it once here.
      if (isJsonValue(ctx.body)) ctx.body = JSON.stringify(ctx.body);
    });
  };
}

/** A body Koa sends as JSON: an array or a plain object (not a Buffer, stream, Blob or Response). */
function isJsonValue(body: unknown): boolean {
  if (Array.isArray(body)) return true;
  if (body === null || typeof body !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}
