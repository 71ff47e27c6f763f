/** Word and character counts: a pure word counter and per-document counts cached block by block. */
import { countWords } from '@inkshelf/chapter-text/words';
import type { Node as PMNode } from '@tiptap/pm/model';

export { countWords };

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
