import type http from 'node:http';

/** Whether this instance still takes new work; readiness answers 503 once it drains. */
export class Readiness {
  draining = false;
}

/** How often, while draining, the connections whose last answer went out are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Drains an HTTP server: readiness turns 503 (a load balancer stops sending here), the listening socket closes
 * (no new connections), idle keep-alive connections close at once and each busy one as soon as its answer is out
 * (answers sent while draining say `Connection: close`, see toRequestListener and requestLog; an answer whose
 * headers were already out is closed within IDLE_SWEEP_MS of its end), and in-flight requests finish. Past `timeoutMs`
 * the remaining connections are cut. Resolves with how it ended.
 */
export function drain(server: http.Server, readiness: Readiness, timeoutMs: number): Promise<'drained' | 'forced'> {
  readiness.draining = true;
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
