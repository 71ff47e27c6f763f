/** Form controls the author screens need beyond form-field.tsx: a labelled textarea and a radio group. */
import { cn } from '@inkshelf/reader-ui';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export const textareaClasses =
  'min-h-32 w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60 aria-[invalid=true]:border-destructive';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const messageId = `${inputId}-message`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={textareaClasses}
        {...textarea}
      />
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
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
