/** Form controls the author screens need beyond @inkshelf/ui/form-field: a labelled textarea and a radio group. */
import { Field, type FieldChrome } from '@inkshelf/reader-ui';
import { useId, type ComponentPropsWithRef } from 'react';

export const textareaClasses =
  'min-h-32 w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60 aria-[invalid=true]:border-destructive';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'>, FieldChrome {
  error?: string | undefined;
}

export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea {...control} className={textareaClasses} {...textarea} />}
    </Field>
  );
}

export interface RadioGroupFieldProps<V extends string> {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
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
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={`${baseId}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-primary"
            />
            <label htmlFor={`${baseId}-${option.value}`} className="text-sm">
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
