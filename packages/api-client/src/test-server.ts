/** Test helper: a real HTTP server on 127.0.0.1 (port 0) that records requests and answers by route. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Raw request target as it arrived: path plus query, still percent-encoded. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Reply {
  status?: number;
  /** '' writes a status line without a reason phrase (as HTTP/2 answers look to fetch). */
  statusText?: string;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON with Content-Type application/json. */
  body?: unknown;
  /** Destroy the socket halfway through the body (an unreadable body). */
  breakBody?: boolean;
}

export type Route = (request: RecordedRequest) => Reply;

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets the answer for a path (without query); unmatched paths get a JSON 404. */
  on(path: string, route: Route | Reply): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  let payload = '';
  if (typeof reply.body === 'string') payload = reply.body;
  else if (reply.body !== undefined) {
    payload = JSON.stringify(reply.body);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  }
  if (reply.statusText === '') {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    const head = `HTTP/1.1 ${reply.status ?? 200} \r\n${lines.join('')}content-length: ${Buffer.byteLength(payload)}\r\nconnection: close\r\n\r\n`;
    res.socket?.end(head + payload);
    return;
  }
  res.statusCode = reply.status ?? 200;
  if (reply.statusText !== undefined) res.statusMessage = reply.statusText;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (reply.breakBody) {
    res.setHeader('content-length', String(payload.length + 100));
    res.write(payload);
    setTimeout(() => res.destroy(), 10);
    return;
  }
  res.end(payload);
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Route>();
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const path = recorded.url.split('?')[0] ?? '';
      const route = routes.get(path);
      send(res, route ? route(recorded) : { status: 404, body: { message: 'Not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    on(path, route) {
      routes.set(path, typeof route === 'function' ? route : () => route);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
