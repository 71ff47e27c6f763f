import http from 'node:http';
import type { Metrics } from '../services/metrics.ts';

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));

/**
 * The worker's own endpoint (INKSHELF_ROLE=worker has no site): on METRICS_HOST:METRICS_PORT, GET /health answers
 * 200 while `healthy` holds (the database answers, the worker is not stopping) and 503 otherwise, for the
 * orchestrator's health check; GET /metrics is the Prometheus scrape, as the site's instances serve it.
 */
export async function serveWorkerEndpoint(
  metrics: Metrics,
  healthy: () => Promise<boolean>,
  port: number,
  host: string,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      healthy().then(
        (ok) => json(res, ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable', role: 'worker' }),
        () => json(res, 503, { status: 'unavailable', role: 'worker' }),
      );
    } else if (req.method === 'GET' && req.url === '/metrics') {
      metrics.registry.metrics().then(
        (body) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(body),
        (error: Error) => json(res, 500, { message: error.message }),
      );
    } else {
      json(res, 404, { message: 'Not found' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
