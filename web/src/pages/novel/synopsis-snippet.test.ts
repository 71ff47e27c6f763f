/** The novel page's description: the synopsis as it is when short, cut at a word when long. */
import { describe, expect, it } from 'vitest';
import { synopsisSnippet } from './synopsis-snippet.ts';

describe('synopsisSnippet', () => {
  it('keeps a short text, white space collapsed', () => {
    expect(synopsisSnippet('  A long road\n\nby the  sea. ')).toBe('A long road by the sea.');
  });

  it('cuts a long text at a word, without trailing punctuation, within the limit', () => {
    const text = `${'word '.repeat(30)}ending, and more words after that`;
    const snippet = synopsisSnippet(text, 60);
    expect(snippet.length).toBeLessThanOrEqual(60);
    expect(snippet).toMatch(/^word( word)*\.\.\.$/);
    expect(synopsisSnippet(`${'a'.repeat(200)}`, 60)).toBe(`${'a'.repeat(57)}...`);
  });
});
