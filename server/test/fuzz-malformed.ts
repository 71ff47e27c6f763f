/**
 * Requests for fuzz.test.ts that are malformed below the JSON: bodies that are not what their Content-Encoding
 * says, whose length lies, or that are not UTF-8, and request heads that Node's HTTP parser refuses (NUL bytes in
 * the request line or a header, headers over its limit).
 */
import zlib from 'node:zlib';

/** A JSON body that is malformed below the JSON: its compression, its length or its encoding. */
export interface MalformedBody {
  label: string;
  /** Content-Type is application/json; these are added (a Content-Encoding). */
  headers: Record<string, string>;
  bytes: Uint8Array<ArrayBuffer>;
  /** The answer of every route whose method has a body (POST, PUT, PATCH). */
  status: number;
  message: string | RegExp;
}

const SOME_JSON = '{"title":"A Plausible Title","content":"<p>Chapter text</p>","rating":4}';
const asBytes = (buffer: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(buffer);
const notCompressed = (coding: string): MalformedBody => ({
  label: `Content-Encoding: ${coding} on a body that is not compressed`,
  headers: { 'content-encoding': coding },
  bytes: asBytes(Buffer.from(SOME_JSON)),
  status: 400,
  message: `Request body is not valid ${coding} data: it does not match its Content-Encoding, or it is cut off`,
});
const gzipped = zlib.gzipSync(SOME_JSON);

/** The case of a label (fast-check prints the label of a failing case, not its bytes). */
export const malformedBody = (label: string): MalformedBody => MALFORMED_BODIES.find((body) => body.label === label)!;

export const MALFORMED_BODIES: MalformedBody[] = [
  notCompressed('gzip'),
  notCompressed('deflate'),
  notCompressed('br'),
  {
    label: 'a gzip body cut off in the middle',
    headers: { 'content-encoding': 'gzip' },
    bytes: asBytes(gzipped.subarray(0, Math.floor(gzipped.length / 2))),
    status: 400,
    message: /^Request body is not valid gzip data/,
  },
  {
    label: 'an unknown Content-Encoding',
    headers: { 'content-encoding': 'zstd' },
    bytes: asBytes(Buffer.from(SOME_JSON)),
    status: 415,
    message: /^Content-Encoding "zstd" is not supported/,
  },
  {
    label: 'a gzip body that inflates past the size limit',
    headers: { 'content-encoding': 'gzip' },
    bytes: asBytes(zlib.gzipSync(`{"content":"${'x'.repeat(5 * 1024 * 1024)}"}`)),
    status: 413,
    message: /^Request body is larger than the [\d,]+ KB this call takes$/,
  },
  {
    label: 'bytes that are not UTF-8 in a string',
    headers: {},
    bytes: asBytes(Buffer.concat([Buffer.from('{"title":"Caf'), Buffer.from([0xe9, 0xff]), Buffer.from('"}')])),
    status: 400,
    message: 'Request body is not valid UTF-8',
  },
  {
    label: 'bytes that are not UTF-8, gzipped',
    headers: { 'content-encoding': 'gzip' },
    bytes: asBytes(
      zlib.gzipSync(Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')])),
    ),
    status: 400,
    message: 'Request body is not valid UTF-8',
  },
  {
    label: 'a raw NUL byte in a string',
    headers: {},
    bytes: asBytes(Buffer.from('{"title":"a\u0000b"}')),
    status: 400,
    message: 'Request body is not valid JSON',
  },
];

/** A request that Node's HTTP parser refuses before the app sees it, for a method and path. */
export interface MalformedHead {
  label: string;
  request(method: string, path: string, host: string): string;
  status: number;
  message: string;
}

export const MALFORMED_HEADS: MalformedHead[] = [
  {
    label: 'a NUL byte in the path',
    request: (method, path, host) => `${method} ${path}\u0000 HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\n\r\n`,
    status: 400,
    message: 'Malformed HTTP request',
  },
  {
    label: 'a NUL byte in the query',
    request: (method, path, host) =>
      `${method} ${path}?q=a\u0000b HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\n\r\n`,
    status: 400,
    message: 'Malformed HTTP request',
  },
  {
    label: 'a NUL byte in a header',
    request: (method, path, host) =>
      `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nX-Name: a\u0000b\r\nContent-Length: 0\r\n\r\n`,
    status: 400,
    message: 'Malformed HTTP request',
  },
  {
    label: 'headers over 16 KB',
    request: (method, path, host) =>
      `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\nContent-Length: 0\r\n\r\n`,
    status: 431,
    message: 'Request headers are too large',
  },
];
