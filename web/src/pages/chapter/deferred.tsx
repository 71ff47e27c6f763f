/** Renders its children once the placeholder comes near the viewport, so below-the-fold code loads only when needed. */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function NearViewport({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // At once only in a browser without IntersectionObserver; the server renders the placeholder, as the browser's
  // first render does, so the page hydrates without a mismatch.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={ref} className="min-h-24" aria-hidden="true" />;
}
