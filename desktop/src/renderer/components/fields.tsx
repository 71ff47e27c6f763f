/** The studio's textarea field (text inputs: @inkshelf/ui/form-field) and its error box. */
import { cn, Field, type FieldChrome } from '@inkshelf/reader-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';

const controlClasses =
  'w-full rounded-md border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60 aria-[invalid=true]:border-destructive';

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: FieldChrome & ComponentPropsWithRef<'textarea'>) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={cn('content-start', className)}>
      {(control) => <textarea {...control} className={cn(controlClasses, 'min-h-24 py-2')} {...textarea} />}
    </Field>
  );
}

/** A visible error box for a failed form or request. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive">
      {children}
    </p>
  );
}
