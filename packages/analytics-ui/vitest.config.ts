/** Vitest project for analytics-ui: jsdom, with the setup of src/test-setup.ts. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'analytics-ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
