/**
 * LazyImage: sets the image source only once it comes within a root margin of the viewport (IntersectionObserver);
 * without scripts (a server-rendered page) a <noscript> image stands in. A `priority` image (above the fold) is in
 * the server's HTML at once, fetched eagerly at high priority and drawn as it arrives.
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
  /** Above the fold (the page's largest image, the first cards): no waiting for scripts or the observer. */
  priority?: boolean;
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
  priority = false,
}: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => priority || showsWithoutObserver());
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

  // An image of the server's HTML may have loaded (or failed) before hydration attached its listeners.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete) setStatus(image.naturalWidth > 0 ? 'loaded' : 'failed');
  }, [near]);

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
          ref={imageRef}
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
          // A priority image shows as it arrives (it is the page's largest paint); others fade in once whole.
          className={cn('absolute inset-0 size-full object-cover', !priority && status !== 'loaded' && 'opacity-0')}
        />
      )}
    </span>
  );
}
