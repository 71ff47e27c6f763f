import http from 'node:http';
import type { Duplex } from 'node:stream';
import type Koa from 'koa';
import { toRequestListener } from './app.ts';

/** The HTTP server of an app: the app's request listener, and JSON answers to requests Node cannot parse. */
export function createHttpServer(app: Koa, options: http.ServerOptions = {}): http.Server {
  const server = http.createServer(options, toRequestListener(app));
  server.on('clientError', answerClientError);
  return server;
}

/** What a parse error of Node's HTTP parser (or a timeout before the request was whole) answers. */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'Request headers are too large' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'Request chunk extensions are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive' };
    default:
      return { status: 400, message: 'Malformed HTTP request' };
  }
}

/** How long a connection answered this way may linger before it is cut, if the client keeps it open. */
const LINGER_MS = 2_000;

const answered = new WeakSet<Duplex>();

/**
 * The server's 'clientError' listener: Node's own answers to a request it cannot parse (an oversized header,
 * a NUL byte or a bare line feed in the request line, a bad chunk) are a bare status line. This answers the same
 * statuses with the API's JSON `{ message }`, then closes the connection, whose framing can no longer be trusted.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // The parser reports again the data that arrives after its error: the answer is already on its way.
  if (answered.has(socket)) return;
  // A reset connection, or one whose answer to an earlier request has begun: nothing more can be sent.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  const { status, message } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
  // Ending lets the answer reach the client before the close; a client that never closes its side is cut.
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/** Serves an app on `port` and `host` (port 0: any free one); resolves once it listens. */
export async function listen(app: Koa, port: number, host: string): Promise<http.Server> {
  const server = createHttpServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
