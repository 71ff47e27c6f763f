import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  rps: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

const DONE = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"duration":%d,"errors":%d,"p50":%d,"p95":%d,"p99":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout + e.status,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`;

/** Runs wrk against `url` with an optional Lua `request` function body; latencies in milliseconds. */
export async function wrk(
  url: string,
  options: { connections: number; seconds: number; lua?: string; headers?: Record<string, string> },
): Promise<WrkResult> {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-')), 'script.lua');
  fs.writeFileSync(script, `${options.lua ?? ''}\n${DONE}`);
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await run(
    'wrk',
    ['-t2', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '5s', '-s', script, ...headerArgs, url],
    { maxBuffer: 1 << 20 },
  );
  const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
  const raw = JSON.parse(line.slice(7)) as Record<string, number>;
  return {
    requests: raw.requests!,
    rps: raw.requests! / (raw.duration! / 1e6),
    errors: raw.errors!,
    p50: raw.p50! / 1000,
    p95: raw.p95! / 1000,
    p99: raw.p99! / 1000,
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
