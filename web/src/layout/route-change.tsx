/**
 * On every route change (path or query), not on hash-only changes nor on the first render (a server-rendered page
 * may already have been scrolled when the script hydrates it): scrolls to the top, and drops the head tags that
 * the server wrote for the first page only (canonical URL, Open Graph and Twitter cards, JSON-LD), which would
 * otherwise describe a page no longer on screen. The title and description follow each page (usePageMeta).
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
