/**
 * A text input that suggests existing tags as they are typed (WAI-ARIA 1.2 combobox with a list popup): arrow keys
 * move through the suggestions, Enter takes the highlighted one or else the typed text, a comma ends a tag, Escape
 * closes the list. The label and any message belong to the caller, which points at the input by `id`.
 */
import { cn } from '@inkshelf/reader-ui';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { useId, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { TAG_TEXTS as T } from './tag-texts.ts';
import { useTagSuggestions } from './use-tag-suggestions.ts';

export interface TagComboboxProps {
  id: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  value: string;
  /** `typing` is false when the text changed because a tag was taken from it (not for clearing its message). */
  onValueChange: (value: string, typing: boolean) => void;
  /**
   * A tag was picked from the list or ended by Enter, a comma or (with `commitOnBlur`) leaving the field. True when
   * the caller took it: the text is cleared then, and kept (for correcting) otherwise.
   */
  onCommit: (tag: string) => boolean;
  /** Tags already chosen: not suggested again. */
  chosen?: readonly string[];
  /** Leaving the field with text in it adds that text (a form's tags are not lost to a click on Save). */
  commitOnBlur?: boolean;
  /** The field's name in a GET form, so that it still works before (or without) the script. */
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  className?: string;
}

export function TagCombobox({
  id,
  inputRef,
  value,
  onValueChange,
  onCommit,
  chosen = [],
  commitOnBlur = false,
  name,
  placeholder,
  disabled,
  invalid,
  describedBy,
  className,
}: TagComboboxProps) {
  const listId = useId();
  const options = useTagSuggestions(value, chosen);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = focused && !dismissed && options.length > 0;
  const current = open && active >= 0 && active < options.length ? active : -1;

  // The list closes once a tag is taken (a field holding one tag keeps its text), until the next key typed.
  const commit = (tag: string) => {
    setActive(-1);
    setDismissed(true);
    if (onCommit(tag)) onValueChange('', false);
  };

  // Text with a comma holds finished tags: each is committed in turn, and what follows the last comma stays typed.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const parts = event.target.value.split(',');
    const rest = parts.pop() ?? '';
    const refused = parts.findIndex((part) => part.trim() !== '' && !onCommit(part));
    onValueChange(refused === -1 ? rest : [...parts.slice(refused), rest].join(','), parts.length === 0);
    setDismissed(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count);
    } else if (event.key === 'Enter') {
      if (current === -1 && value.trim() === '') return;
      event.preventDefault();
      commit(current === -1 ? value : options[current]!.tag);
    } else if (event.key === 'Escape') {
      // Also before suggestions arrive, so that they do not open after it; a closed list leaves Escape to others.
      if (open) event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    <div className={cn('relative', className)}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={current === -1 ? undefined : `${listId}-${current}`}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        disabled={disabled}
        className={inputClasses}
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
          if (commitOnBlur && value.trim() !== '') commit(value);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={T.suggestions}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-md"
      >
        {options.map((option, index) => (
          <li
            key={option.tag}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === current}
            // Keeps the focus (and so the open list) in the input while the pointer is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => commit(option.tag)}
            className={cn(
              'flex min-h-9 cursor-pointer items-center justify-between gap-3 rounded-sm px-2 py-1.5 text-sm',
              index === current ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
          >
            <span className="min-w-0 break-words">{option.tag}</span>
            <span className="shrink-0 text-xs text-muted-foreground">{T.novels(option.count)}</span>
          </li>
        ))}
      </ul>
      {/* A polite live region (not role=status: a page's own status line stays the only one). */}
      <p aria-live="polite" className="sr-only">
        {open ? T.suggestionCount(options.length) : ''}
      </p>
    </div>
  );
}
