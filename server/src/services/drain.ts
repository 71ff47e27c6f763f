import type http from 'node:http';

/** Whether this instance still takes new work; readiness answers 503 once it drains. */
export class Readiness {
  draining = false;
}

/** How often, while draining, the connections whose last answer went out are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Drains an HTTP server: readiness turns 503 (a load balancer stops sending here) and answers say
 * `Connection: close` (see toRequestListener and requestLog). For `delayMs` the server goes on serving, so that
 * the load balancer's health checks see the 503 and stop sending here first: closing the listening socket or an
 * idle keep-alive connection earlier races with a request the balancer is sending on it at that moment, which
 * then fails without an answer. Then the listening socket closes (no new connections), idle keep-alive
 * connections close at once and each busy one as soon as its answer is out (an answer whose headers were already
 * out is closed within IDLE_SWEEP_MS of its end), and in-flight requests finish. Past `timeoutMs` (counted from
 * the end of the delay) the remaining connections are cut. Resolves with how it ended.
 */
export async function drain(
  server: http.Server,
  readiness: Readiness,
  timeoutMs: number,
  delayMs = 0,
): Promise<'drained' | 'forced'> {
  readiness.draining = true;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  return new Promise((resolve) => {
    let outcome: 'drained' | 'forced' = 'drained';
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const force = setTimeout(() => {
      outcome = 'forced';
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve(outcome);
    });
    server.closeIdleConnections();
  });
}
