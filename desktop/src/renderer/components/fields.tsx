/** Labelled inputs in the website's style: text input and textarea with a hint or an error below. */
import { cn } from '@inkshelf/reader-ui';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

const controlClasses =
  'w-full rounded-md border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60 aria-[invalid=true]:border-destructive';

interface FieldChrome {
  label: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
}

function Message({ id, error, hint }: { id: string; error?: string | null | undefined; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-sm text-destructive">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={id} className="text-sm text-muted-foreground">
      {hint}
    </p>
  ) : null;
}

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  ...input
}: FieldChrome & ComponentPropsWithRef<'input'>) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const messageId = `${inputId}-message`;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(controlClasses, 'h-10')}
        {...input}
      />
      <Message id={messageId} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: FieldChrome & ComponentPropsWithRef<'textarea'>) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const messageId = `${inputId}-message`;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(controlClasses, 'min-h-24 py-2')}
        {...textarea}
      />
      <Message id={messageId} error={error} hint={hint} />
    </div>
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
