/** Vitest setup: reader-ui's own (jest-dom matchers, cleanup after each test, the browser APIs jsdom lacks). */
import '../../reader-ui/src/test-setup.ts';
