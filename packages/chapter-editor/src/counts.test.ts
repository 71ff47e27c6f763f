/** countWords on prose in several scripts, and documentCounts over a document as it is edited. */
import { afterAll, describe, expect, it } from 'vitest';
import { countWords, documentCounts } from './counts.ts';
import { br, doc, h, headlessEditor, longChapter, p, quote, text } from './test-docs.ts';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['Hello, world!', 2],
    ["Don't stop — believing", 3],
    ['well-known e-mail 3.14 U.S.A.', 4],
    ['“Quoted,” she said…', 3],
    ['naïve café nai\u0308ve', 3],
    ['— … !!! 🐉 ***', 0],
    ['dragons 🐉 fly', 2],
    ['日本語', 3],
    ['中文 and English', 4],
    ['Привет мир', 2],
    ['مرحبا بالعالم', 2],
    ['line\nbreak', 2],
  ])('%j has %i words', (input, expected) => {
    expect(countWords(input)).toBe(expected);
  });
});

describe('documentCounts', () => {
  const editor = headlessEditor();
  afterAll(() => editor.destroy());

  it('counts words and text characters; breaks and block boundaries separate words but are not characters', () => {
    const node = editor.schema.nodeFromJSON(
      doc(h(2, text('Title')), p(text('one'), br(), text('two ', 'bold'), text('three')), quote(p(text('four')))),
    );
    expect(documentCounts(node)).toEqual({ words: 5, characters: 'Title'.length + 'onetwo three'.length + 4 });
  });

  it('is zero for an empty document', () => {
    expect(documentCounts(editor.schema.nodeFromJSON(doc(p())))).toEqual({ words: 0, characters: 0 });
  });

  it('follows edits, recounting only what changed', () => {
    editor.commands.setContent(longChapter(2000));
    const before = documentCounts(editor.state.doc);
    expect(before.words).toBe(2000);
    editor.commands.insertContentAt(1, 'Prologue words ');
    expect(documentCounts(editor.state.doc)).toEqual({
      words: 2002,
      characters: before.characters + 'Prologue words '.length,
    });
  });
});
