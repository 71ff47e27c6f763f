/** Helpers for the rate-limit tests: many requests at once, and what came back. */
import { expect } from 'vitest';
import type { TestResponse } from './support.ts';

export interface Burst {
  responses: TestResponse[];
  /** How many answers had this status. */
  count(status: number): number;
  /** Answers that were not refused by a budget: the requests whose work was done. */
  processed: number;
}

/** Sends `count` requests at once (all started before any is awaited) and tallies the answers. */
export async function burst(count: number, send: (index: number) => Promise<TestResponse>): Promise<Burst> {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  const countOf = (status: number) => responses.filter((response) => response.status === status).length;
  return { responses, count: countOf, processed: responses.length - countOf(429) };
}

/** Every 429 of the burst is the JSON `{ message, retryAfter }` with a Retry-After of at most `maxSeconds`. */
export function expectRefusals(result: Burst, message: string, maxSeconds: number): void {
  const refused = result.responses.filter((response) => response.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  for (const response of refused) {
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(response.body).toEqual({ message, retryAfter });
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  }
}
