/** Vitest project for reader-ui: jsdom, with jest-dom matchers and Radix polyfills from src/test-setup.ts. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'reader-ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
