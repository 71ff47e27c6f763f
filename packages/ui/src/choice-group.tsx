/**
 * Choice groups shared by the website's and the studio's forms: a fieldset of native radios, or of checkboxes for
 * picking any number from a fixed list (content warnings, genres). The legend names the group for screen readers;
 * its hint and validation message describe it.
 */
import { useId, type ReactNode } from 'react';

export interface RadioGroupFieldProps<V extends string> {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
}

/** A labelled fieldset of native choices, laid out in a wrapping row. */
function ChoiceFieldset({
  legend,
  hint,
  error,
  disabled,
  children,
}: {
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  children: ReactNode;
}) {
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <fieldset className="grid gap-2" disabled={disabled} aria-describedby={describedBy || undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">{children}</div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Choice(props: {
  id: string;
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  label: string;
  onChange: () => void;
}) {
  const { id, label, ...input } = props;
  return (
    <div className="flex items-center gap-2">
      <input id={id} {...input} className="size-4 accent-primary" />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

/** A fieldset of native radios (arrow keys move between them, the legend names the group). */
export function RadioGroupField<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  disabled,
}: RadioGroupFieldProps<V>) {
  const baseId = useId();
  return (
    <ChoiceFieldset legend={legend} disabled={disabled}>
      {options.map((option, index) => (
        <Choice
          key={option.value}
          id={`${baseId}-${index}`}
          type="radio"
          name={name}
          value={option.value}
          checked={value === option.value}
          label={option.label}
          onChange={() => onChange(option.value)}
        />
      ))}
    </ChoiceFieldset>
  );
}

export interface CheckboxGroupFieldProps<V extends string> extends Omit<RadioGroupFieldProps<V>, 'value' | 'onChange'> {
  hint?: string;
  /** A validation message, shown under the choices and read with the group. */
  error?: string | undefined;
  value: readonly V[];
  /** The ticked values, in the options' order. */
  onChange: (value: V[]) => void;
}

/** A fieldset of native checkboxes for picking any number from a fixed list. */
export function CheckboxGroupField<V extends string>(props: CheckboxGroupFieldProps<V>) {
  const { legend, hint, error, name, value, options, onChange, disabled } = props;
  const baseId = useId();
  const toggle = (picked: V) =>
    onChange(options.map((option) => option.value).filter((v) => (v === picked) !== value.includes(v)));
  return (
    <ChoiceFieldset legend={legend} hint={hint} error={error} disabled={disabled}>
      {options.map((option, index) => (
        <Choice
          key={option.value}
          // By position: a value may hold spaces ('Slice of Life'), which an id may not.
          id={`${baseId}-${index}`}
          type="checkbox"
          name={name}
          value={option.value}
          checked={value.includes(option.value)}
          label={option.label}
          onChange={() => toggle(option.value)}
        />
      ))}
    </ChoiceFieldset>
  );
}
