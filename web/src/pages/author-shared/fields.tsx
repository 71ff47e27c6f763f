/** A labelled textarea for the author screens (choice groups are in @inkshelf/ui/choice-group). */
import { Field, type FieldChrome } from '@inkshelf/reader-ui';
import type { ComponentPropsWithRef } from 'react';

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
