// A worker thread of bench:hostile: sends hostile 4 MB bodies to the routes it is given, back to back, until told
// to stop, then reports how they were answered. Bodies are built here, so the measuring thread stays idle.
import { parentPort, workerData } from 'node:worker_threads';

const { base, routes } = workerData as { base: string; routes: { method: string; path: string }[] };
const MB4 = 4 * 1024 * 1024 - 64;
const bodies: { label: string; bytes: Buffer }[] = [
  { label: 'brackets', bytes: Buffer.from('['.repeat(MB4)) },
  { label: 'keys', bytes: Buffer.from(`{${Array.from({ length: 300_000 }, (_, i) => `"k${i}":0`).join(',')}}`) },
  { label: 'numbers', bytes: Buffer.from(`[${'1,'.repeat(MB4 / 2 - 2)}1]`) },
  { label: 'string', bytes: Buffer.from(`{"content":"${'x'.repeat(MB4 - 16)}"}`) },
];

let stopping = false;
parentPort!.on('message', () => (stopping = true));
const statuses: Record<string, number> = {};
let sent = 0;
for (let i = 0; !stopping; i++) {
  const route = routes[i % routes.length]!;
  const body = bodies[Math.floor(i / routes.length) % bodies.length]!;
  try {
    const response = await fetch(`${base}${route.path}`, {
      method: route.method,
      headers: { 'content-type': 'application/json', origin: base },
      body: new Uint8Array(body.bytes),
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  } catch {
    statuses.failed = (statuses.failed ?? 0) + 1;
  }
  sent += body.bytes.length;
}
parentPort!.postMessage({ statuses, sent });
