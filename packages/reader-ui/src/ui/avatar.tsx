/** Avatar primitive: the first letter of a name in a circle (the product has no profile pictures). */
import { cn } from './cn.ts';

export interface AvatarInitialProps {
  name: string;
  size?: 'sm' | 'md' | 'lg';
  /** Decorative by default (the name is shown next to it); set to announce the name instead. */
  labelled?: boolean;
  className?: string;
}

const SIZES = { sm: 'size-7 text-xs', md: 'size-9 text-sm', lg: 'size-16 text-2xl' } as const;

/** Upper-cased first character of a name, '?' for a blank one. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

export function AvatarInitial({ name, size = 'md', labelled = false, className }: AvatarInitialProps) {
  return (
    <span
      {...(labelled ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground select-none',
        SIZES[size],
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
