import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp, toRequestListener } from '../src/app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestServer {
  url: string;
  db: TestDatabase;
  request<T = any>(
    method: string,
    path: string,
    options?: { json?: unknown; headers?: Record<string, string>; body?: string },
  ): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

/** The real Koa app on a loopback port over a private database; `request` speaks HTTP to it. */
export async function getTestServer(): Promise<TestServer> {
  const db = await createTestDatabase();
  const app = createApp({ orm: db.orm, databaseKind: db.kind, logger: pino({ level: 'silent' }) });
  const server = http.createServer(toRequestListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body = options.body;
      if (options.json !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(options.json);
      }
      const response = await fetch(url + path, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: tests assert on `text`
      }
      return { status: response.status, headers: response.headers, body: parsed as never, text };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
