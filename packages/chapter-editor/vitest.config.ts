/** Vitest project for chapter-editor: jsdom, with jest-dom matchers and the DOM APIs ProseMirror needs (test-setup). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'chapter-editor',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
