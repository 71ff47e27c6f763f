import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:cluster` only (issue 20): two web processes behind HAProxy and a worker (cluster/). Not part of the server
 * project's files (src/, test/), so `vitest run` never runs it; it makes its own database, no global setup.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['cluster/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 150_000,
    fileParallelism: false,
  },
});
