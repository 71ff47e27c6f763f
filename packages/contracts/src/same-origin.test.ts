import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from './same-origin.ts';

describe('isSameOriginPath', () => {
  it('takes paths on this site', () => {
    for (const path of ['/', '/novels/The%20Salt%20Road', '/reading-history?tab=2#top', '/a//b'])
      expect(isSameOriginPath(path), path).toBe(true);
  });

  it('refuses every form a browser resolves off-site, and what is not a path', () => {
    for (const path of [
      '//evil.example/',
      '/\t/evil.example/',
      '/\n/evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'http://evil.example/',
      'javascript:alert(1)',
      'novels/x',
      '',
      `/${'a'.repeat(2048)}`,
    ])
      expect(isSameOriginPath(path), JSON.stringify(path)).toBe(false);
  });
});
