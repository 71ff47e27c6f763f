/**
 * The page's title and meta description (issue 16); leaving a route restores the previous values. It edits index.html's
 * own tags (kept for visitors without JavaScript) rather than adding a second description, and the server renders the
 * same values (PageMetaCollector), so hydration changes nothing.
 */
import { PRODUCT_NAME } from '@inkshelf/contracts';
import { createContext, useContext, useEffect } from 'react';

/** What a page says about itself: its title and, when known, its description. */
export interface PageMeta {
  /** Null or undefined while the page does not know it yet. */
  title: string | null | undefined;
  description?: string | null | undefined;
}

/**
 * Server rendering only (web/src/ssr): receives the page's title and description during the render, so the
 * server writes them into the document's <head>. Absent in the browser, where the effect below does the work.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/** 'Browse Novels - Inkshelf': the parts, most specific first, then the product name. */
export const pageTitle = (...parts: string[]): string => [...parts, PRODUCT_NAME].join(' - ');

/** Sets the title and description while the calling page is shown; a null title (still loading) changes nothing. */
export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  useContext(PageMetaCollector)?.({ title, description });
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
