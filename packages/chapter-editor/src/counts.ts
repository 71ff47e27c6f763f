/** Word and character counts: a pure word counter and per-document counts cached block by block. */
import type { Node as PMNode } from '@tiptap/pm/model';

/** Han, Hiragana and Katakana are written without spaces: each character counts as a word, as word processors do. */
const SPACELESS_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** Letters, digits and combining marks, joined by apostrophes, hyphens or inner dots (don't, well-known, 3.14). */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’‐\-.][\p{L}\p{N}\p{M}]+)*/gu;

/** The number of words in a text: runs of letters or digits; punctuation, symbols and emoji alone are not words. */
export function countWords(text: string): number {
  let count = 0;
  const spaced = text.replace(SPACELESS_SCRIPTS, ' a ');
  for (const _match of spaced.matchAll(WORD)) count++;
  return count;
}

export interface TextCounts {
  words: number;
  /** UTF-16 code units of text, line breaks and block boundaries not counted: the server's `textLength`. */
  characters: number;
}

const blockCounts = new WeakMap<PMNode, TextCounts>();

function countsOf(node: PMNode): TextCounts {
  let counts = blockCounts.get(node);
  if (counts === undefined) {
    // Breaks and block boundaries separate words; they are not characters.
    const text = node.textBetween(0, node.content.size, '\n', '\n');
    counts = { words: countWords(text), characters: node.textContent.length };
    blockCounts.set(node, counts);
  }
  return counts;
}

/**
 * Counts for a whole document. Top-level blocks are cached by identity (unchanged blocks keep it across
 * transactions), so after a keystroke only the edited block is counted again: O(blocks), not O(text).
 */
export function documentCounts(doc: PMNode): TextCounts {
  let words = 0;
  let characters = 0;
  doc.forEach((child) => {
    const counts = countsOf(child);
    words += counts.words;
    characters += counts.characters;
  });
  return { words, characters };
}
