// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { describeError, hasText, plainText, wordsOf } from './text.ts';

describe('chapter text', () => {
  it('counts words of chapter HTML across blocks and entities', () => {
    expect(wordsOf('<p>One two</p><p>three</p>')).toBe(3);
    expect(wordsOf('<p>Fish&nbsp;&amp;&nbsp;chips, don&#39;t</p><h2>End</h2>')).toBe(4);
    expect(wordsOf('<p></p>')).toBe(0);
    expect(wordsOf('legacy plain text')).toBe(3);
  });

  it('gives readable text and says whether there is any', () => {
    expect(plainText('<p>One</p><blockquote>Two</blockquote>')).toBe('One\n\nTwo');
    expect(hasText('<p> </p>')).toBe(false);
    expect(hasText('<p>x</p>')).toBe(true);
  });

  it("describes a failure by the server's message", () => {
    expect(describeError({ detail: 'Chapter title is required' })).toBe('Chapter title is required');
    expect(describeError(new Error('disk full'))).toBe('disk full');
  });
});
