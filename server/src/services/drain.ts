import type http from 'node:http';

/** Whether this instance still takes new work; readiness answers 503 once it drains. */
export class Readiness {
  draining = false;
}

/** How often, while draining, the connections whose last answer went out are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * Drains an HTTP server: readiness turns 503 and answers close their connections, but it keeps serving for `delayMs`,
 * because closing sooner races with requests the load balancer is still sending, which then fail unanswered. Then it
 * stops listening, closes idle connections, lets in-flight requests finish, and cuts the rest `timeoutMs` later.
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
