/** Vitest project for the website: unit tests (src, *.test.tsx) under jsdom; browser tests live in e2e/. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
