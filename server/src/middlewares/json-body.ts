import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { badRequest, HttpError, payloadTooLarge } from '../errors.ts';
import { parseJsonBody } from '../services/content-pool.ts';
import { JsonShapeScanner } from './json-shape.ts';

/** The methods whose JSON body is read; other methods' bodies are left unread. */
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

type Decoder = (input: Buffer, options: zlib.ZlibOptions & zlib.BrotliOptions) => Promise<Buffer>;

/** Content-Encoding codings a client may compress a body with (deflate accepts zlib-wrapped and gzip data). */
const DECODERS = new Map<string, Decoder>([
  ['gzip', promisify(zlib.gunzip)],
  ['x-gzip', promisify(zlib.gunzip)],
  ['deflate', promisify(zlib.unzip)],
  ['br', promisify(zlib.brotliDecompress)],
]);

export const unsupportedEncoding = (coding: string) =>
  new HttpError(
    415,
    'unsupported_encoding',
    `Content-Encoding "${coding.slice(0, 40)}" is not supported: send the body as it is, or with gzip, deflate or br`,
  );

const tooLarge = (limit: number) =>
  payloadTooLarge(
    `Request body is larger than the ${Math.round(limit / 1024).toLocaleString('en')} KB this call takes`,
  );

/**
 * At most `limit(ctx)` bytes before and after decompression (so a small gzip bomb is a 413 too), nesting and values
 * bounded as the bytes arrive (json-shape.ts), strict UTF-8, an object or array, no `__proto__` or
 * `constructor.prototype` keys; a large body is parsed off the event loop. Every malformation is a 4xx that names
 * it. An empty body is `{}`; other types, and GET, HEAD and DELETE bodies (but `deletePaths`), are left unread.
 */
export function jsonBody({
  limit,
  deletePaths = new Set(),
}: {
  /** The most bytes this request's call takes (see body-limits.ts). */
  limit: (ctx: Context) => number;
  /** DELETE requests whose body is read too (deleting the account carries the password); others stay unread. */
  deletePaths?: ReadonlySet<string>;
}): Middleware {
  return async (ctx, next) => {
    const readsBody = METHODS_WITH_BODY.has(ctx.method) || (ctx.method === 'DELETE' && deletePaths.has(ctx.path));
    if (!readsBody || !ctx.is('application/json')) {
      await next();
      return;
    }
    const codings = (ctx.get('content-encoding') || '')
      .split(',')
      .map((coding) => coding.trim().toLowerCase())
      .filter((coding) => coding !== '' && coding !== 'identity');
    const unknown = codings.find((coding) => !DECODERS.has(coding));
    if (unknown !== undefined) throw unsupportedEncoding(unknown);
    const most = limit(ctx);
    const declared = ctx.request.length;
    if (declared !== undefined && declared > most) throw tooLarge(most);

    const shape = new JsonShapeScanner();
    // A body sent as it is is scanned chunk by chunk as it arrives; a compressed one once it is undone.
    let bytes = await readAll(ctx.req, most, codings.length === 0 ? shape : undefined);
    // Codings are listed in the order they were applied: undo the last one first.
    for (const coding of [...codings].reverse()) {
      if (bytes.length === 0) break;
      bytes = await decompress(coding, bytes, most);
    }
    if (codings.length > 0) shape.feed(bytes);
    ctx.request.body = await parseJsonBody(bytes);
    await next();
  };
}

/** The whole body, refused with 413 as soon as it passes `limit` bytes, each chunk shown to `shape` as it comes. */
function readAll(req: IncomingMessage, limit: number, shape: JsonShapeScanner | undefined): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (req.readableEnded) return resolve(Buffer.alloc(0));
    if (req.destroyed) return reject(badRequest('The request body was cut off before its end'));
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error?: Error) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      if (error) {
        // What is left of the body is read and dropped, so the answer can still be sent on this connection.
        req.resume();
        reject(error);
      } else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish(tooLarge(limit));
      try {
        shape?.feed(chunk);
      } catch (error) {
        return finish(error as Error);
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = () => finish(badRequest('The request body was cut off before its end'));
    const onClose = () => {
      if (!req.complete) onError();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

async function decompress(coding: string, bytes: Buffer, limit: number): Promise<Buffer> {
  try {
    return await DECODERS.get(coding)!(bytes, { maxOutputLength: limit });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(limit);
    throw badRequest(
      `Request body is not valid ${coding} data: it does not match its Content-Encoding, or it is cut off`,
    );
  }
}
