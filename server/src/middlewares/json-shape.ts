import { badRequest } from '../errors.ts';

/** Deepest nesting of arrays and objects a body may have: the deepest call needs four. */
export const MAX_JSON_DEPTH = 32;
/** Most values (of any kind, at any depth) a body may hold: the largest call has a few dozen. */
export const MAX_JSON_VALUES = 10_000;

export const JSON_SHAPE_MESSAGES = {
  deep: `Request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
  many: `Request body holds more than ${MAX_JSON_VALUES.toLocaleString('en')} values`,
} as const;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Bounds a JSON body's nesting and size in values as its bytes arrive, before anything parses it: JSON.parse of four
 * million `[` or a million keys holds the event loop for seconds. It counts brackets and commas outside strings
 * (UTF-8 continuation bytes are never ASCII, so bytes are read as they come); well-formedness is JSON.parse's job.
 */
export class JsonShapeScanner {
  private depth = 0;
  private values = 0;
  private inString = false;
  private escaped = false;

  /** Scans the next bytes; throws a 400 naming the bound as soon as one is passed. */
  feed(bytes: Uint8Array): void {
    let { depth, values, inString, escaped } = this;
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
        continue;
      }
      if (byte === QUOTE) inString = true;
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        if (++depth > MAX_JSON_DEPTH) throw badRequest(JSON_SHAPE_MESSAGES.deep);
        values++;
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
      else if (byte === COMMA) values++;
      else continue;
      if (values > MAX_JSON_VALUES) throw badRequest(JSON_SHAPE_MESSAGES.many);
    }
    Object.assign(this, { depth, values, inString, escaped });
  }
}
