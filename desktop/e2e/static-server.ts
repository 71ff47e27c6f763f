/**
 * A small static file server for the built renderer on 127.0.0.1: index.html for unknown paths and the app's own
 * Content-Security-Policy on every answer, as the app:// protocol handler of the Electron main process serves it.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy } from '../src/main/security.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

export async function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const base = path.resolve(root);
  const server = http.createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      let file = path.resolve(base, `.${pathname}`);
      if (!file.startsWith(base + path.sep) && file !== base) {
        response.writeHead(403).end();
        return;
      }
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) file = path.join(base, 'index.html');
      const body = await fs.readFile(file);
      response.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': contentSecurityPolicy(),
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(body);
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('static server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
