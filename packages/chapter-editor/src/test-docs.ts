/** Test helpers: a headless editor with the chapter schema, and builders for ProseMirror JSON documents. */
import { Editor, type JSONContent } from '@tiptap/core';
import { chapterExtensions } from './extensions.ts';
import type { MarkName } from '@inkshelf/chapter-text/model';

/** A headless editor (no React) with the real chapter schema; destroy it after use. */
export function headlessEditor(content: JSONContent | string = ''): Editor {
  return new Editor({ extensions: chapterExtensions, content });
}

export const text = (value: string, ...marks: MarkName[]): JSONContent => ({
  type: 'text',
  text: value,
  ...(marks.length > 0 ? { marks: marks.map((type) => ({ type })) } : {}),
});
export const br = (...marks: MarkName[]): JSONContent => ({
  type: 'hardBreak',
  ...(marks.length > 0 ? { marks: marks.map((type) => ({ type })) } : {}),
});
export const p = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
export const h = (level: 2 | 3, ...content: JSONContent[]): JSONContent => ({
  type: 'heading',
  attrs: { level },
  content,
});
export const hr = (): JSONContent => ({ type: 'horizontalRule' });
export const quote = (...content: JSONContent[]): JSONContent => ({ type: 'blockquote', content });
export const doc = (...content: JSONContent[]): JSONContent => ({ type: 'doc', content });

/** A deterministic pseudo-random generator (mulberry32), so generated corpora are the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A long chapter of plain paragraphs: `words` words in paragraphs of about 80 words. */
export function longChapter(words: number, random = seeded(1)): JSONContent {
  const vocabulary = ['the', 'night', 'river', 'whispered', 'lantern', 'she', 'said', 'quietly', 'and', 'then'];
  const paragraphs: JSONContent[] = [];
  for (let left = words; left > 0; left -= 80) {
    const count = Math.min(80, left);
    const sentence = Array.from({ length: count }, () => vocabulary[Math.floor(random() * vocabulary.length)]);
    paragraphs.push(p(text(sentence.join(' ') + '.')));
  }
  return doc(...paragraphs);
}
