import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-client',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
