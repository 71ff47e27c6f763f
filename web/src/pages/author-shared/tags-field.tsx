/**
 * The novel form's tags (issue 37): chips for the tags added, and a text input that suggests the site's tags as the
 * author types. Enter or a comma adds what is typed; leaving the field adds it too, so a click on Save loses nothing.
 */
import { LIMITS, MESSAGES, tidyLabel } from '@inkshelf/contracts';
import { Field } from '@inkshelf/reader-ui';
import { useEffect, useRef, useState, type Ref } from 'react';
import { RemovableTags } from '../../components/tags/tag-chips.tsx';
import { TagCombobox } from '../../components/tags/tag-combobox.tsx';
import { hasTag, tagProblem, withoutTag } from '../../components/tags/tag-rules.ts';
import { AUTHOR_TEXTS as T } from './texts.ts';

export interface TagsFieldProps {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The form's or the server's message for the list. */
  error?: string | undefined;
  disabled?: boolean;
  /** The input, for the form to focus when the tags are refused. */
  inputRef?: Ref<HTMLInputElement>;
}

export function TagsField({ value, onChange, error, disabled = false, inputRef }: TagsFieldProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Several tags can be added in one event (pasted 'a, b, c'): each addition builds on the one before.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const add = (typed: string): boolean => {
    const tag = tidyLabel(typed);
    const found = tagProblem(tag);
    const full = !found && !hasTag(latest.current, tag) && latest.current.length >= LIMITS.tagsMax;
    setProblem(found ?? (full ? MESSAGES.validation.tooManyTags : null));
    if (found || full) return false;
    if (!hasTag(latest.current, tag)) latest.current = [...latest.current, tag];
    onChange([...latest.current]);
    return true;
  };
  const remove = (tag: string) => {
    setProblem(null);
    onChange(withoutTag(value, tag));
  };

  return (
    <Field label={T.tags} error={problem ?? error} hint={T.tagsHint(value.length, LIMITS.tagsMax)}>
      {(control) => (
        <div className="grid gap-2">
          <RemovableTags tags={value} onRemove={remove} label={T.tagsAdded} disabled={disabled} />
          <TagCombobox
            id={control.id}
            inputRef={inputRef}
            invalid={control['aria-invalid']}
            describedBy={control['aria-describedby']}
            value={text}
            onValueChange={(next, typing) => {
              setText(next);
              if (typing) setProblem(null);
            }}
            onCommit={add}
            chosen={value}
            commitOnBlur
            placeholder={T.tagsPlaceholder}
            disabled={disabled}
          />
        </div>
      )}
    </Field>
  );
}
