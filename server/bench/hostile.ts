// `pnpm bench:hostile` (issue 38): /api/health's latency while hostile bodies of up to 4 MB (four million `[`, 300,000
// keys, two million numbers, one 4 MB string) arrive back to back on every route that takes a body, signed out,
// from SENDERS worker threads (default 2), against the same probe on the idle server in the same run. The real app
// (app-server.ts) on a fresh PostgreSQL database (BENCH_DATABASE_URL, else DATABASE_URL, else 127.0.0.1:5432).
// BENCH_PROFILE=<dir> writes the server's CPU profile there (2026-12-03: its main thread spent its busy time in socket
// writes on loopback, GC and the shape scan, never in one long task).
import type { ChildProcess } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { ENDPOINTS, type Endpoint } from '@inkshelf/contracts';
import { pino } from 'pino';
import { openDatabase } from '../src/db/database.ts';
import { databaseUrl, sql, start, stop } from './processes.ts';

const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.SECONDS ?? 20);
const senders = Number(process.env.SENDERS ?? 2);
const port = Number(process.env.PORT ?? 3917);
const base = `http://127.0.0.1:${port}`;
const name = `inkshelf_bench_hostile_${process.pid}`;
const url = databaseUrl(adminUrl, name);

/** Every call that takes a body, its path slots filled with 1. */
const routes = (Object.values(ENDPOINTS) as Endpoint[])
  .filter((endpoint) => endpoint.body)
  .map((endpoint) => ({ method: endpoint.method, path: endpoint.path.replace(/\{[^{}]+\}/g, '1') }));

/** Asks /api/health every 10 ms for `ms` and returns the latencies. */
async function probe(ms: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
function summary(label: string, latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return (
    `${label.padEnd(22)} n=${String(sorted.length).padStart(5)}  p50 ${ms(percentile(sorted, 0.5))}  ` +
    `p95 ${ms(percentile(sorted, 0.95))}  p99 ${ms(percentile(sorted, 0.99))}  max ${ms(sorted.at(-1)!)}`
  );
}

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}
/** How long the server's event loop was held since the last ask (app-server.ts measures it). */
function loopDelay(child: ChildProcess): Promise<LoopDelay> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as LoopDelay));
    child.send('loop-delay');
  });
}
const delays = (label: string, delay: LoopDelay) =>
  `${label.padEnd(22)} server event loop held: p50 ${delay.p50.toFixed(1)} ms  p99 ${delay.p99.toFixed(1)} ms  ` +
  `max ${delay.max.toFixed(1)} ms`;

await sql(adminUrl, `drop database if exists ${name} with (force)`);
await sql(adminUrl, `create database ${name}`);
await (await openDatabase({ DATABASE_URL: url, DATA_DIR: '/tmp', DB_POOL_MAX: 2 }, pino({ level: 'warn' }))).close();
const server = await start(
  'app-server.ts',
  port,
  url,
  process.env.BENCH_PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE}` } : {},
);
try {
  await probe(2_000); // warm-up
  await loopDelay(server);
  const idle = await probe(seconds * 1_000);
  const idleLoop = await loopDelay(server);
  const workers = Array.from(
    { length: senders },
    (_, i) =>
      new Worker(new URL('./hostile-sender.ts', import.meta.url), {
        workerData: { base, routes: routes.slice(i).concat(routes.slice(0, i)) },
        execArgv: ['--import', 'tsx'],
      }),
  );
  const reports = workers.map(
    (worker) =>
      new Promise<{ statuses: Record<string, number>; sent: number }>((resolve) => worker.once('message', resolve)),
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await loopDelay(server);
  const attacked = await probe(seconds * 1_000);
  const attackedLoop = await loopDelay(server);
  for (const worker of workers) worker.postMessage('stop');
  const done = await Promise.all(reports);
  await Promise.all(workers.map((worker) => worker.terminate()));
  const statuses: Record<string, number> = {};
  for (const report of done)
    for (const [status, n] of Object.entries(report.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  const megabytes = done.reduce((sum, report) => sum + report.sent, 0) / 1024 / 1024;
  console.log(`${routes.length} routes, ${senders} senders, ${seconds} s a phase`);
  console.log(summary('health, idle', idle));
  console.log(summary('health, under bodies', attacked));
  console.log(delays('idle', idleLoop));
  console.log(delays('under bodies', attackedLoop));
  console.log(`hostile bodies answered: ${JSON.stringify(statuses)}, ${megabytes.toFixed(0)} MB sent`);
} finally {
  await stop(server);
  await sql(adminUrl, `drop database if exists ${name} with (force)`);
}
