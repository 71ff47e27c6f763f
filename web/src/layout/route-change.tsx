/**
 * On a route change (not hash-only, not the first render, which may already be scrolled) scrolls to the top and drops
 * the head tags the server wrote for the first page only, which would describe a page no longer on screen.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const FIRST_PAGE_HEAD_TAGS =
  'link[rel="canonical"],meta[property^="og:"],meta[name^="twitter:"],script[type="application/ld+json"]';

export function RouteChange() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (!first.current) {
      window.scrollTo(0, 0);
      for (const tag of document.head.querySelectorAll(FIRST_PAGE_HEAD_TAGS)) tag.remove();
    }
    first.current = false;
  }, [pathname, search]);
  return null;
}
