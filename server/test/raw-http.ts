import net from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
}

/**
 * Sends bytes as they are to a listening server over a new TCP connection (for requests that fetch refuses to
 * send: NUL bytes in the request line or a header, headers over Node's limit, conflicting framing headers) and
 * reads the answer until the server closes the connection or `timeoutMs` passes.
 */
export function rawRequest(url: string, request: string | Buffer, timeoutMs = 5_000): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: hostname, port: Number(port) });
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks))) done();
    });
    socket.on('end', done);
    // A reset after the answer arrived still counts as the answer; without one, parseResponse reports it.
    socket.on('error', done);
    socket.on('connect', () => socket.write(request));
  });
}

/** Whether the bytes hold a whole answer (headers and as much body as Content-Length announces). */
function complete(bytes: Buffer): boolean {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(bytes.subarray(0, end).toString('latin1'))?.[1];
  return length !== undefined && bytes.length >= end + 4 + Number(length);
}

function parseResponse(bytes: Buffer): RawResponse {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no HTTP answer, got ${JSON.stringify(bytes.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const text = bytes.subarray(end + 4).toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status, headers, text, body };
}
