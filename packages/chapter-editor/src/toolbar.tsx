/**
 * The formatting toolbar: bold, italic, underline, headings, quote, paragraph, scene break, undo and redo, as a
 * roving-focus toolbar.
 */
import type { ChainedCommands, Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { clsx } from 'clsx';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  type LucideIcon,
  Pilcrow,
  Quote,
  Redo2,
  SeparatorHorizontal,
  Underline,
  Undo2,
} from 'lucide-react';
import { type KeyboardEvent, type Ref, useRef, useState } from 'react';
import { ariaShortcut, type ShortcutKey, shortcutLabel, useApplePlatform } from './shortcuts.ts';
import { selectState, type ToolbarState } from './toolbar-state.ts';

interface ToolbarItem {
  label: string;
  icon: LucideIcon;
  /** Its keyboard shortcut, when it has one. */
  keys?: ShortcutKey[];
  /** For toggles: whether the button shows as pressed. Actions (undo, redo) have none. */
  pressed?: (state: ToolbarState) => boolean;
  enabled?: (state: ToolbarState) => boolean;
  run: (chain: ChainedCommands) => ChainedCommands;
  /** Starts a new group: a separator goes before it. */
  group?: boolean;
}

const ITEMS: ToolbarItem[] = [
  { label: 'Bold', icon: Bold, keys: ['Mod', 'B'], pressed: (s) => s.bold, run: (c) => c.toggleBold() },
  { label: 'Italic', icon: Italic, keys: ['Mod', 'I'], pressed: (s) => s.italic, run: (c) => c.toggleItalic() },
  {
    label: 'Underline',
    icon: Underline,
    keys: ['Mod', 'U'],
    pressed: (s) => s.underline,
    run: (c) => c.toggleUnderline(),
  },
  {
    label: 'Heading 2',
    icon: Heading2,
    keys: ['Mod', 'Alt', '2'],
    pressed: (s) => s.h2,
    run: (c) => c.toggleHeading({ level: 2 }),
    group: true,
  },
  {
    label: 'Heading 3',
    icon: Heading3,
    keys: ['Mod', 'Alt', '3'],
    pressed: (s) => s.h3,
    run: (c) => c.toggleHeading({ level: 3 }),
  },
  {
    label: 'Quote',
    icon: Quote,
    keys: ['Mod', 'Shift', 'B'],
    pressed: (s) => s.quote,
    run: (c) => c.toggleBlockquote(),
  },
  {
    label: 'Paragraph',
    icon: Pilcrow,
    keys: ['Mod', 'Alt', '0'],
    pressed: (s) => s.paragraph,
    run: (c) => c.setParagraph(),
  },
  { label: 'Scene break', icon: SeparatorHorizontal, run: (c) => c.setHorizontalRule() },
  { label: 'Undo', icon: Undo2, keys: ['Mod', 'Z'], enabled: (s) => s.canUndo, run: (c) => c.undo(), group: true },
  { label: 'Redo', icon: Redo2, keys: ['Mod', 'Shift', 'Z'], enabled: (s) => s.canRedo, run: (c) => c.redo() },
];

const BUTTON_CLASS = clsx(
  'inline-flex size-9 items-center justify-center rounded-md text-foreground transition-colors',
  'hover:bg-accent hover:text-accent-foreground aria-pressed:bg-accent aria-pressed:text-accent-foreground',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
  'aria-disabled:pointer-events-none aria-disabled:opacity-40',
);

export interface ToolbarProps {
  editor: Editor | null;
  disabled: boolean;
  /** Escape in the toolbar returns here. */
  onEscape?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One tab stop (WAI-ARIA toolbar pattern): arrow keys, Home and End move between buttons, which stay focusable
 * when unavailable (aria-disabled) so the order never shifts. Mouse presses do not take focus from the text.
 */
export function Toolbar({ editor, disabled, onEscape, ref }: ToolbarProps) {
  // The selector closes over `editor`: the snapshot's own editor stays null until the first transaction.
  const state = useEditorState({ editor, selector: () => selectState(editor) });
  const apple = useApplePlatform();
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = ITEMS.length - 1;
    const next = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (event.key === 'Escape' && onEscape !== undefined) {
      event.preventDefault();
      onEscape();
    }
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={move}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-1 rounded-t-md border-b border-border bg-muted p-1"
    >
      {ITEMS.map((item, index) => {
        const enabled = !disabled && state !== null && (item.enabled?.(state) ?? true);
        const pressed = item.pressed === undefined ? undefined : state !== null && item.pressed(state);
        const Icon = item.icon;
        return [
          item.group === true ? (
            <div key={`${item.label}-separator`} role="separator" className="mx-1 h-6 w-px bg-border" />
          ) : null,
          <button
            key={item.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={item.label}
            aria-pressed={pressed}
            aria-disabled={enabled ? undefined : true}
            aria-keyshortcuts={item.keys && ariaShortcut(item.keys, apple)}
            title={item.keys ? `${item.label} (${shortcutLabel(item.keys, apple)})` : item.label}
            className={BUTTON_CLASS}
            onFocus={() => setFocusIndex(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (enabled && editor !== null) item.run(editor.chain().focus()).run();
            }}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>,
        ];
      })}
    </div>
  );
}
