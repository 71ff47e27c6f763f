/** Vitest setup for the website: jest-dom matchers, cleanup, and the browser APIs Radix needs in jsdom. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
const elementMethods = Element.prototype as unknown as Record<string, unknown>;
for (const name of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture', 'scrollIntoView']) {
  elementMethods[name] ??= () => false;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});
