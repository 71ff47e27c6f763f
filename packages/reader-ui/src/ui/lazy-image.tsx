/**
 * LazyImage: sets the image source only once it comes within a root margin of the viewport (IntersectionObserver);
 * without scripts (a server-rendered page) a <noscript> image stands in.
 */
import { LAZY_IMAGE_MARGIN } from '@inkshelf/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn.ts';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Sizes the frame. For positioning use `fill`, not classes: two position classes on one element conflict. */
  className?: string;
  /**
   * Fill the nearest positioned ancestor (absolute, inset 0). Without it the frame is itself a positioned box
   * whose size className must give (the image is drawn over it and adds no height).
   */
  fill?: boolean;
  /** How early to start loading (default '50px', spec section 9). */
  rootMargin?: string;
  /** Shown until the image has loaded, and instead of it if loading fails. */
  placeholder?: ReactNode;
}

/**
 * Whether the image shows at once: only in a browser without IntersectionObserver. A server render has no viewport:
 * it shows the placeholder, which is also the browser's first render, so the page hydrates without a mismatch.
 */
const showsWithoutObserver = (): boolean =>
  typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';

export function LazyImage({
  src,
  alt,
  className,
  fill = false,
  rootMargin = LAZY_IMAGE_MARGIN,
  placeholder,
}: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(showsWithoutObserver);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setStatus('loading');
  }

  useEffect(() => {
    const frame = frameRef.current;
    if (near || !frame) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return (
    <span ref={frameRef} className={cn('block overflow-hidden', fill ? 'absolute inset-0' : 'relative', className)}>
      {status !== 'loaded' && placeholder}
      {/* A server-rendered page read without scripts: the observer never runs, so the image comes plainly. */}
      {!near && (
        <noscript>
          <img src={src} alt={alt} className="absolute inset-0 size-full object-cover" />
        </noscript>
      )}
      {near && status !== 'failed' && (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
          className={cn('absolute inset-0 size-full object-cover', status !== 'loaded' && 'opacity-0')}
        />
      )}
    </span>
  );
}
