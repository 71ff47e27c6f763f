/** Vitest project for chapter-text: plain Node (turndown brings its own DOM). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'chapter-text',
    include: ['src/**/*.test.ts'],
  },
});
