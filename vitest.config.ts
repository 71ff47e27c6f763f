import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'server', 'web', 'desktop'],
    // Vitest's default on two cores is one worker, but the server's files spend much of their time waiting on
    // PostgreSQL, another process: two workers took the whole run from about 700 s to about 375 s on the
    // build machines (two cores). Each file has its own database (server/test/database.ts), so files never share rows.
    maxWorkers: 2,
  },
});
