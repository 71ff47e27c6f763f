/** Spinner primitive: an animated icon announced to assistive technology as a status. */
import { LoaderCircle } from 'lucide-react';
import { cn } from './cn.ts';

export interface SpinnerProps {
  /** Text for screen readers. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading...', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center text-muted-foreground', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
