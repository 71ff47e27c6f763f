import http from 'node:http';
import zlib from 'node:zlib';

export interface NodeHttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it came over the wire (fetch() would decode it). */
  bytes: Buffer;
}

/**
 * A request through node:http, sent as written: no Accept-Encoding of its own, nothing decoded, and conditional
 * headers left alone (fetch() adds no-cache to a conditional request, which forbids a 304).
 */
export function nodeHttp(
  base: string,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<NodeHttpAnswer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The answer's body as JSON, decoded from whatever coding it came in (br, gzip or none). */
export function jsonOf(answer: NodeHttpAnswer): unknown {
  const coding = answer.headers['content-encoding'];
  const bytes =
    coding === 'br'
      ? zlib.brotliDecompressSync(answer.bytes)
      : coding === 'gzip'
        ? zlib.gunzipSync(answer.bytes)
        : answer.bytes;
  return JSON.parse(bytes.toString('utf8'));
}
