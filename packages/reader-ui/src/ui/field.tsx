/** The frame of a form field, shared by the website's and the studio's forms: label, control, then a message. */
import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

/** What a field shows around its control. */
export interface FieldChrome {
  label: ReactNode;
  /** A validation message, announced as an alert; it replaces the hint. */
  error?: string | null | undefined;
  hint?: ReactNode;
}

/** What the control must carry: its id, and its invalid state and message linked for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps extends FieldChrome {
  /** The control's id; a generated one without it. */
  id?: string | undefined;
  className?: string | undefined;
  /** Renders the control (an input, a textarea...) with the given props spread first. */
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const messageId = `${controlId}-message`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
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
