/** ChapterEditor: the TipTap chapter editor (allowlisted schema, toolbar, counts, debounced HTML output). */
import { LIMITS } from '@inkshelf/contracts';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { clsx } from 'clsx';
import { type KeyboardEvent, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { ChangeEmitter } from './change-emitter.ts';
import { documentCounts } from './counts.ts';
import { chapterExtensions, pasteProps } from './extensions.ts';
import { toEditorHtml } from './html/to-editor-html.ts';
import { StatusBar } from './status-bar.tsx';
import { Toolbar } from './toolbar.tsx';

export interface ChapterEditorHandle {
  /** Moves focus into the text, to its start or (by default) its end. */
  focus(position?: 'start' | 'end'): void;
  /**
   * Emits pending edits now: calls onChange if the HTML changed since the last call and returns the current
   * HTML. Call it before saving so the last keystrokes are not left in the debounce window.
   */
  flush(): string;
}

export interface ChapterEditorProps {
  /** Stored chapter content (sanitised HTML) or legacy plain text. */
  value: string;
  /**
   * Receives the canonical HTML (see docToHtml) at most every `changeDelay` ms while the text changes, and at
   * once on blur, on unmount and on `flush()`. Passing it back as `value` changes nothing; any other `value`
   * replaces the content (not undoable).
   */
  onChange: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
  /** Milliseconds between serialisations while typing (default 300). */
  changeDelay?: number;
  ref?: Ref<ChapterEditorHandle>;
}

const PROSE_CLASS = clsx(
  'min-h-[60vh] px-6 py-5 font-reading text-lg leading-[1.8] text-foreground outline-none',
  '[&>*:first-child]:mt-0 [&_p]:my-4 [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border',
  '[&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic',
  '[&_hr]:mx-auto [&_hr]:my-6 [&_hr]:w-1/3 [&_hr]:border-border [&_hr.ProseMirror-selectednode]:border-ring',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-semibold',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold',
);

/** Stable options (useEditor compares them on every render). */
const EDITOR_PROPS = {
  attributes: { class: PROSE_CLASS, 'aria-multiline': 'true', spellcheck: 'true' },
  ...pasteProps,
};

function setAttribute(element: Element, name: string, value: string | undefined): void {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

const isEmptyDoc = (editor: Editor | null): boolean => {
  const doc = editor?.state.doc;
  if (doc === undefined) return true;
  return doc.childCount === 1 && doc.firstChild?.type.name === 'paragraph' && documentCounts(doc).characters === 0;
};

export function ChapterEditor(props: ChapterEditorProps) {
  const { value, onChange, placeholder, disabled = false, className, changeDelay = 300, ref } = props;
  const label = props['aria-label'];
  const labelledBy = props['aria-labelledby'];
  const describedBy = props['aria-describedby'];
  const invalid = props['aria-invalid'];

  const countsId = useId();
  /** The content the editor and the parent agree on: the last value loaded or the last HTML emitted. */
  const syncedRef = useRef(value);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [overLimit, setOverLimit] = useState(() => value.length > LIMITS.chapterContentMax);
  // Parsing needs a DOM: on the server the editor is not created anyway (immediatelyRender: false).
  const [initialContent] = useState(() => (typeof DOMParser === 'undefined' ? '' : toEditorHtml(value)));
  const [emitter] = useState(() => new ChangeEmitter());

  const editor = useEditor({
    extensions: chapterExtensions,
    content: initialContent,
    editorProps: EDITOR_PROPS,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
  });
  const empty = useEditorState({ editor, selector: () => isEmptyDoc(editor) });

  useEffect(() => {
    emitter.configure({
      delay: changeDelay,
      emit: (html) => {
        if (html === syncedRef.current) return;
        syncedRef.current = html;
        setOverLimit(html.length > LIMITS.chapterContentMax);
        onChange(html);
      },
    });
  }, [emitter, changeDelay, onChange]);

  useEffect(() => {
    if (editor === null) return;
    emitter.reset(editor.state.doc);
    const onUpdate = () => emitter.update(editor.state.doc);
    const onBlur = () => emitter.flush();
    editor.on('update', onUpdate);
    editor.on('blur', onBlur);
    return () => {
      editor.off('update', onUpdate);
      editor.off('blur', onBlur);
      emitter.flush();
    };
  }, [editor, emitter]);

  // A value that is neither the one loaded nor the one emitted last comes from outside: load it.
  useEffect(() => {
    if (editor === null || value === syncedRef.current) return;
    syncedRef.current = value;
    editor.chain().setMeta('addToHistory', false).setContent(toEditorHtml(value), { emitUpdate: false }).run();
    emitter.reset(editor.state.doc);
  }, [editor, value, emitter]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // ProseMirror only manages the attributes it sets, so these stay on its element without re-rendering it.
  useEffect(() => {
    if (editor === null) return;
    const element = editor.view.dom;
    setAttribute(element, 'aria-label', label);
    setAttribute(element, 'aria-labelledby', labelledBy);
    setAttribute(element, 'aria-describedby', clsx(describedBy, countsId) || undefined);
    setAttribute(element, 'aria-invalid', invalid === true ? 'true' : undefined);
    setAttribute(element, 'aria-placeholder', placeholder);
    setAttribute(element, 'aria-readonly', disabled ? 'true' : undefined);
  }, [editor, label, labelledBy, describedBy, countsId, invalid, placeholder, disabled]);

  useImperativeHandle(
    ref,
    () => ({
      focus: (position = 'end') => {
        editor?.commands.focus(position);
      },
      flush: () => emitter.flush() ?? syncedRef.current,
    }),
    [editor, emitter],
  );

  // Alt+F10 moves to the toolbar (the usual editor convention); Escape there comes back.
  const toToolbar = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      toolbarRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    }
  };

  return (
    <div
      className={clsx(
        'flex flex-col rounded-md border border-border bg-background text-foreground',
        'focus-within:ring-2 focus-within:ring-ring',
        disabled && 'opacity-70',
        className,
      )}
    >
      <Toolbar ref={toolbarRef} editor={editor} disabled={disabled} onEscape={() => editor?.commands.focus()} />
      <div className="relative" onKeyDown={toToolbar}>
        {editor === null ? <div aria-hidden="true" className={PROSE_CLASS} /> : <EditorContent editor={editor} />}
        {placeholder !== undefined && empty !== false ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-5 left-6 font-reading text-lg leading-[1.8] text-muted-foreground"
          >
            {placeholder}
          </div>
        ) : null}
      </div>
      <StatusBar id={countsId} editor={editor} overLimit={overLimit} />
    </div>
  );
}
