import type { Context } from 'koa';
import { siteOrigin } from '../../middlewares/security.ts';

/**
 * Absolute URLs of the website's pages for robots.txt, sitemaps and feeds. The base is PUBLIC_URL when it is set
 * (the address readers and crawlers know), else the origin the request reached. The paths are the website's own
 * (reader-ui's `novelPath` and `chapterPath`): a novel page is named by its URL-encoded title.
 */
export function siteBase(ctx: Context, publicUrl: string | undefined): string {
  let base = publicUrl ?? siteOrigin(ctx);
  while (base.endsWith('/')) base = base.slice(0, -1);
  return base;
}

export const novelPagePath = (title: string): string => `/novels/${encodeURIComponent(title)}`;

export const chapterPagePath = (title: string, chapterNumber: number): string =>
  `${novelPagePath(title)}/chapters/${chapterNumber}`;

/** A novel's feed; the novel page links to it (web/src/pages/novel/feed-link.tsx). */
export const novelFeedPath = (novelId: number): string => `/feeds/novels/${novelId}.xml`;

export const LATEST_FEED_PATH = '/feeds/latest.xml';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const sitemapPartPath = (kind: string, part: number): string => `/sitemaps/${kind}-${part}.xml`;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Entity-escapes text for XML content and attribute values (the sitemap protocol asks for all five). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
