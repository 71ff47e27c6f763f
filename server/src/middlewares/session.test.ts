import { describe, expect, it } from 'vitest';
import { newSessionId } from './session.ts';

describe('newSessionId', () => {
  it('gives 24-byte base64url ids that never repeat, across several refills of the random pool', () => {
    const ids = Array.from({ length: 2_000 }, () => newSessionId());
    for (const id of ids) {
      expect(id).toMatch(/^[\w-]{32}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(24);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('does not hand out overlapping byte ranges (consecutive ids share no 8-byte run)', () => {
    const [a, b] = [Buffer.from(newSessionId(), 'base64url'), Buffer.from(newSessionId(), 'base64url')];
    for (let i = 0; i + 8 <= 24; i++) expect(b.includes(a.subarray(i, i + 8))).toBe(false);
  });
});
