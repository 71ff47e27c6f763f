/** Live word and character counts under the editor, and the over-limit warning. */
import { MESSAGES } from '@inkshelf/contracts';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { documentCounts, type TextCounts } from './counts.ts';

const NONE: TextCounts = { words: 0, characters: 0 };
const number = new Intl.NumberFormat('en-US');

export interface StatusBarProps {
  editor: Editor | null;
  /** The serialised chapter is longer than the server accepts. */
  overLimit: boolean;
  id?: string;
}

/** Counts follow every transaction at O(blocks) cost (see documentCounts); only this bar re-renders. */
export function StatusBar({ editor, overLimit, id }: StatusBarProps) {
  // The selector closes over `editor`: the snapshot's own editor stays null until the first transaction.
  const counts = useEditorState({ editor, selector: () => (editor ? documentCounts(editor.state.doc) : NONE) }) ?? NONE;
  return (
    <div
      id={id}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-border px-4 py-2 text-sm text-muted-foreground"
    >
      <p>
        {number.format(counts.words)} {counts.words === 1 ? 'word' : 'words'} · {number.format(counts.characters)}{' '}
        {counts.characters === 1 ? 'character' : 'characters'}
      </p>
      {overLimit ? (
        <p role="alert" className="font-medium text-destructive">
          {MESSAGES.validation.chapterContentTooLong}
        </p>
      ) : null}
    </div>
  );
}
