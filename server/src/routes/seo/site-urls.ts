import type { Context } from 'koa';
import { siteOrigin } from '../../middlewares/security.ts';

/**
 * Absolute URLs for robots.txt, sitemaps and feeds. The base is PUBLIC_URL when it is set (the address readers and
 * crawlers know), else the origin the request reached. The website's page paths come from its route table in the
 * contracts (SITE_ROUTES: `novelPath`, `chapterPath`, ...); the paths here are the server's own answers.
 */
export function siteBase(ctx: Context, publicUrl: string | undefined): string {
  let base = publicUrl ?? siteOrigin(ctx);
  while (base.endsWith('/')) base = base.slice(0, -1);
  return base;
}

export const LATEST_FEED_PATH = '/feeds/latest.xml';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const sitemapPartPath = (kind: string, part: number): string => `/sitemaps/${kind}-${part}.xml`;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Entity-escapes text for XML content and attribute values (the sitemap protocol asks for all five). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
