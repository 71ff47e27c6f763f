/** The editor schema, restricted to what the server's allowlist holds, and its paste handling. */
import type { Extensions } from '@tiptap/core';
import { DOMParser as PMDOMParser, type Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';
import { cleanPastedHtml } from './html/paste.ts';
import { plainTextToHtml } from './html/plain-text.ts';

/**
 * StarterKit cut to what sanitising keeps (paragraphs, hard breaks, bold, italic, underline, headings 2 and 3,
 * blockquote, the horizontal rule as a scene break, undo/redo, cursor helpers), so the editor never holds markup the
 * server would strip.
 */
export const chapterExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    bulletList: false,
    orderedList: false,
    listItem: false,
    listKeymap: false,
    code: false,
    codeBlock: false,
    strike: false,
    link: false,
  }),
];

/**
 * Pasted plain text by the legacy plain-text rule: blank lines separate paragraphs, single newlines become
 * breaks (ProseMirror's default would make every line a paragraph).
 */
export function parsePastedText(text: string, view: EditorView): Slice {
  const container = document.createElement('div');
  container.innerHTML = plainTextToHtml(text);
  return PMDOMParser.fromSchema(view.state.schema).parseSlice(container);
}

/** ProseMirror props for pasting and dropping: HTML is cleaned to the allowlist before it is parsed. */
export const pasteProps = {
  transformPastedHTML: (html: string): string => cleanPastedHtml(html),
  clipboardTextParser: (text: string, _context: unknown, _plain: boolean, view: EditorView): Slice =>
    parsePastedText(text, view),
};
