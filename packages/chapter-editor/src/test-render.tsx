/** Test helper: renders a ChapterEditor, waits for TipTap to mount, and exposes the editor and a change log. */
import type { Editor } from '@tiptap/core';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { vi } from 'vitest';
import { ChapterEditor, type ChapterEditorHandle, type ChapterEditorProps } from './chapter-editor.tsx';

export async function renderEditor(props: Partial<ChapterEditorProps> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const handle = createRef<ChapterEditorHandle>();
  const view = render(
    <ChapterEditor value="" onChange={onChange} aria-label="Chapter content" {...props} ref={handle} />,
  );
  const textbox = await screen.findByRole('textbox', { name: 'Chapter content' });
  // TipTap keeps its instance on the editable element.
  const editor = (textbox as HTMLElement & { editor: Editor }).editor;
  return { ...view, onChange, handle, textbox, editor };
}

/** Selects the first occurrence of `text` in the document. */
export function selectText(editor: Editor, text: string): void {
  let from = -1;
  editor.state.doc.descendants((node, position) => {
    if (from >= 0 || !node.isText) return from < 0;
    const index = node.text!.indexOf(text);
    if (index >= 0) from = position + index;
    return false;
  });
  if (from < 0) throw new Error(`"${text}" is not in the document`);
  editor.commands.setTextSelection({ from, to: from + text.length });
}

export const button = (name: string) => screen.getByRole('button', { name });
