import type { WrkResult } from './wrk.ts';

/**
 * Runs the scenarios in interleaved rounds (each round runs every scenario once, so drift on a shared machine
 * touches them all alike) and returns every round's result per scenario. `only` keeps scenarios whose name
 * contains one of its parts (empty: all).
 */
export async function measureRounds(
  scenarios: Record<string, (round: number) => Promise<WrkResult>>,
  options: { rounds: number; only: string[] },
): Promise<Record<string, WrkResult[]>> {
  const { rounds, only } = options;
  const chosen = Object.entries(scenarios).filter(([name]) => only.length === 0 || only.some((p) => name.includes(p)));
  const results: Record<string, WrkResult[]> = {};
  for (let round = 1; round <= rounds; round++) {
    for (const [name, scenario] of chosen) {
      const result = await scenario(round);
      (results[name] ??= []).push(result);
      console.log(
        `round ${round}  ${name.padEnd(52)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  errors ${result.errors}`,
      );
    }
  }
  return results;
}
