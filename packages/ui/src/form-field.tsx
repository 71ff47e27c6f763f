/** Labelled text input (website and studio) with its validation message, wired for react-hook-form's `register()` spread. */
import { cn, Field, type FieldChrome } from '@inkshelf/reader-ui';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { inputClasses } from './input-classes.ts';

export type FormFieldProps = ComponentPropsWithRef<'input'> & FieldChrome;

export function FormField({ label, error, hint, id, className, ...input }: FormFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...control} className={inputClasses} {...input} />}
    </Field>
  );
}

export interface CheckboxFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  error?: string | undefined;
}

/** A native checkbox with its label beside it and an optional validation message below. */
export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-message` : undefined}
          className="mt-0.5 size-4 shrink-0 accent-primary"
          {...input}
        />
        <label htmlFor={inputId} className="text-sm leading-snug">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-message`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
