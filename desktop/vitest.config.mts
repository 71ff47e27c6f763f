/**
 * Vitest project for the desktop studio. Main-process tests (src/main/**) run in Node with `electron` mocked
 * (the binary cannot be downloaded here); a renderer test may opt into jsdom with a
 * `// @vitest-environment jsdom` comment at its top.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'desktop',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
