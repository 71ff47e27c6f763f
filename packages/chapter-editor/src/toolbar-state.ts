/** The toolbar's view of the editor: which marks and blocks are active and whether undo and redo can run. */
import type { Editor } from '@tiptap/core';

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  h2: boolean;
  h3: boolean;
  quote: boolean;
  paragraph: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/** What the buttons show. Cheap: it runs after every transaction, and the toolbar re-renders only when it changes. */
export function selectState(editor: Editor | null): ToolbarState | null {
  if (editor === null) return null;
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    quote: editor.isActive('blockquote'),
    paragraph: editor.isActive('paragraph'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}
