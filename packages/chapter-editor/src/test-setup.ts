/** Vitest setup: jest-dom matchers, DOM cleanup after every test, and the layout APIs ProseMirror calls in jsdom. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: ProseMirror measures ranges when it scrolls the selection into view.
const emptyRect = () => new DOMRect(0, 0, 0, 0);
const emptyRects = () => [] as unknown as DOMRectList;
for (const prototype of [Range.prototype, Element.prototype]) {
  const methods = prototype as unknown as Record<string, unknown>;
  methods.getBoundingClientRect ??= emptyRect;
  methods.getClientRects ??= emptyRects;
}
if (!('elementFromPoint' in document)) Object.assign(document, { elementFromPoint: () => null });

afterEach(() => {
  cleanup();
});
