/**
 * A request body's bytes to a value: strict UTF-8, an object or array, no key that would reach a prototype. Plain
 * data in and out, so the same function runs inline and on the content pool's threads.
 */

export type JsonParse = { ok: true; value: unknown } | { ok: false; message: string };

export const JSON_MESSAGES = {
  utf8: 'Request body is not valid UTF-8',
  invalid: 'Request body is not valid JSON',
  poisoned: 'Request body may not contain a __proto__ or constructor.prototype key',
  deep: 'Request body is nested too deeply',
} as const;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether an object holds a key that would reach a prototype once copied (`__proto__`, `constructor.prototype`). */
function poisoning(key: string, value: unknown): boolean {
  return (
    key === '__proto__' ||
    (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype'))
  );
}

class ForbiddenKey extends Error {}

export function parseJsonBytes(bytes: Uint8Array): JsonParse {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, message: JSON_MESSAGES.utf8 };
  }
  const start = text.trimStart();
  if (start === '') return { ok: true, value: {} };
  if (start[0] !== '{' && start[0] !== '[') return { ok: false, message: JSON_MESSAGES.invalid };
  // Only a text that spells such a key (or hides it behind an escape) is checked key by key.
  const suspect = text.includes('__proto__') || text.includes('constructor') || text.includes('\\u');
  try {
    const value: unknown = suspect
      ? JSON.parse(text, (key, item: unknown) => {
          if (poisoning(key, item)) throw new ForbiddenKey();
          return item;
        })
      : JSON.parse(text);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ForbiddenKey) return { ok: false, message: JSON_MESSAGES.poisoned };
    if (error instanceof RangeError) return { ok: false, message: JSON_MESSAGES.deep };
    return { ok: false, message: JSON_MESSAGES.invalid };
  }
}
