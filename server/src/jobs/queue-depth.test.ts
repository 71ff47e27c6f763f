import { afterAll, beforeAll, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { QUEUES, queueDepths } from './queue.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer({ jobs: true, metrics: true });
});
afterAll(async () => {
  await server.close();
});

it('reports the jobs waiting in each queue, as the metrics gauge reads them', async () => {
  const jobs = server.deps.jobs!;
  // Deferred by an hour, so no worker takes them while the test looks.
  await jobs.boss.send(QUEUES.digest, {}, { startAfter: 3_600 });
  await jobs.boss.send(QUEUES.mails, { chapterId: 1 }, { startAfter: 3_600 });
  await jobs.boss.send(QUEUES.mails, { chapterId: 2 }, { startAfter: 3_600 });
  expect(await queueDepths(jobs)).toEqual({
    [QUEUES.fanOut]: 0,
    [QUEUES.mails]: 2,
    [QUEUES.digest]: 1,
    [QUEUES.release]: 0,
  });
  const text = await server.deps.metrics!.registry.metrics();
  expect(text).toMatch(/^job_queue_depth\{queue="chapter-mails"\} 2$/m);
  expect(text).toMatch(/^job_queue_depth\{queue="chapter-digest"\} 1$/m);
  expect(text).toMatch(/^job_queue_depth\{queue="chapter-fan-out"\} 0$/m);
});
