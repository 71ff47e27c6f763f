/**
 * A novel's cover in a 2:3 frame: width from className, height from the ratio. The frame aligns to the start, or a flex
 * row would stretch it taller; the placeholder shows without a cover, while loading and on failure.
 */
import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './ui/cn.ts';
import { LazyImage } from './ui/lazy-image.tsx';

/** A placeholder for a missing or broken cover; it fills the nearest positioned frame. */
export function CoverPlaceholder({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('absolute inset-0 flex items-center justify-center bg-muted text-muted-foreground', className)}
    >
      <BookOpen className="size-10" />
    </span>
  );
}

export interface NovelCoverProps {
  /** The cover URL; null or undefined shows the placeholder. */
  src: string | null | undefined;
  /** 'Cover of {title}' where the cover stands alone; '' where the title is set right beside it. */
  alt: string;
  /** Width, corners, shadow: the height follows from the 2:3 ratio. */
  className?: string;
  /** Classes for the placeholder, e.g. a smaller icon in a small frame: '[&_svg]:size-6'. */
  placeholderClassName?: string;
  /** Drawn over the cover (a badge). */
  children?: ReactNode;
  /** Above the fold: loaded at once and first (see LazyImage). */
  priority?: boolean;
}

export function NovelCover({ src, alt, className, placeholderClassName, children, priority }: NovelCoverProps) {
  const placeholder = <CoverPlaceholder className={placeholderClassName} />;
  return (
    <span
      data-slot="novel-cover"
      className={cn('relative block aspect-[2/3] shrink-0 self-start overflow-hidden bg-muted', className)}
    >
      {src ? <LazyImage src={src} alt={alt} fill placeholder={placeholder} priority={priority} /> : placeholder}
      {children}
    </span>
  );
}
