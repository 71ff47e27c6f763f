/** Vitest setup: reader-ui's own (jest-dom matchers, cleanup after each test, the browser APIs Radix needs in jsdom). */
import '../../reader-ui/src/test-setup.ts';
