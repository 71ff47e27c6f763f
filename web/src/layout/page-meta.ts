/**
 * The document title and meta description of the page on screen (issue 16): each route calls usePageMeta once;
 * when it leaves, the previous values come back (index.html's, the home page's: the spec's 'Inkshelf - Web Novel
 * Platform' and the site description). index.html keeps its own tags for visitors and crawlers without JavaScript;
 * the hook edits those tags in place rather than adding a second description.
 */
import { PRODUCT_NAME } from '@inkshelf/contracts';
import { useEffect } from 'react';

/** 'Browse Novels - Inkshelf': the parts, most specific first, then the product name. */
export const pageTitle = (...parts: string[]): string => [...parts, PRODUCT_NAME].join(' - ');

/** Sets the title and description while the calling page is shown; a null title (still loading) changes nothing. */
export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  useEffect(() => {
    if (!title) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.head.appendChild(document.createElement('meta'));
      tag.name = 'description';
    }
    const meta = tag;
    const previous = [document.title, meta.content] as const;
    document.title = title;
    if (description) meta.content = description;
    return () => {
      [document.title, meta.content] = previous;
    };
  }, [title, description]);
}
