import { Readable } from 'node:stream';
import { chapterPath, novelPath } from '@inkshelf/contracts';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { notFound } from '../../errors.ts';
import {
  MAX_ID,
  sitemapParts,
  sitemapRows,
  type SitemapKind,
  type SitemapPart,
  type SitemapRow,
} from '../../repositories/seo-query.ts';
import type { SeoDeps } from './seo-deps.ts';
import { escapeXml, SITEMAP_INDEX_PATH, siteBase, sitemapPartPath } from './site-urls.ts';

/** The sitemap protocol's limit of URLs in one file. */
export const URLS_PER_SITEMAP = 50_000;
/** Rows read per query while a part is streamed. */
export const SITEMAP_BATCH_SIZE = 2_000;
/** How long the list of parts (two aggregate scans) is reused for the index. */
export const SITEMAP_INDEX_TTL_MS = 60_000;

export const SITEMAP_CACHE = 'public, max-age=300';
const XML_TYPE = 'application/xml; charset=utf-8';
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const KINDS: readonly SitemapKind[] = ['novels', 'chapters'];

/** Where the sitemap limits come from: the protocol's by default; tests make parts and batches small. */
const lastmod = (date: Date) => `<lastmod>${date.toISOString()}</lastmod>`;

function indexXml(base: string, parts: { kind: SitemapKind; part: SitemapPart }[]): string {
  const entries = parts.map(
    ({ kind, part }) =>
      `<sitemap><loc>${escapeXml(base + sitemapPartPath(kind, part.part))}</loc>${lastmod(part.lastmod)}</sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${entries.join('')}</sitemapindex>\n`;
}

const pagePath = (row: SitemapRow) =>
  row.chapterNumber === null ? novelPath(row.novelTitle) : chapterPath(row.novelTitle, row.chapterNumber);

const urlsXml = (base: string, rows: SitemapRow[]) =>
  rows.map((row) => `<url><loc>${escapeXml(base + pagePath(row))}</loc>${lastmod(row.updatedAt)}</url>\n`).join('');

/**
 * The part's XML, one chunk per batch, pulled as the client reads (Readable.from waits for each read). The first
 * batch is read before the answer starts, so that an empty part is a 404 and an unreachable database a 503. A
 * failure after the answer has started can only cut it: the connection is dropped so the client sees it cut.
 */
function urlsetStream(ctx: Context, base: string, first: SitemapRow[], rest: AsyncIterator<SitemapRow[]>) {
  async function* chunks() {
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${urlsXml(base, first)}`;
    try {
      for (let batch = await rest.next(); !batch.done; batch = await rest.next()) yield urlsXml(base, batch.value);
    } catch (error) {
      ctx.log.error({ err: error }, 'sitemap part failed while streaming');
      ctx.res.destroy();
      return;
    }
    yield '</urlset>\n';
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** `GET /sitemap.xml` (the index of every part holding a URL) and `GET /sitemaps/{novels|chapters}-{n}.xml`. */
export function mountSitemaps(router: Router, deps: SeoDeps): void {
  const size = deps.config.seo?.urlsPerSitemap ?? URLS_PER_SITEMAP;
  const batchSize = deps.config.seo?.batchSize ?? SITEMAP_BATCH_SIZE;
  // One scan per kind at a time: the promise is shared by every request within the time to live. No tags: the
  // parts follow the catalogue's size, not any one write.
  const partsCache = deps.registry.cache<Promise<SitemapPart[]>>('sitemap_parts', {
    max: KINDS.length,
    ttlMs: deps.config.seo?.indexTtlMs ?? SITEMAP_INDEX_TTL_MS,
  });
  const partsOf = (kind: SitemapKind): Promise<SitemapPart[]> => {
    const cached = partsCache.get(kind);
    if (cached) return cached;
    const parts = sitemapParts(deps.orm.em.fork(), kind, size);
    partsCache.set(kind, parts);
    parts.catch(() => partsCache.delete(kind));
    return parts;
  };

  router.get(SITEMAP_INDEX_PATH, async (ctx) => {
    const parts = await Promise.all(KINDS.map(async (kind) => (await partsOf(kind)).map((part) => ({ kind, part }))));
    ctx.type = XML_TYPE;
    ctx.set('Cache-Control', SITEMAP_CACHE);
    ctx.body = indexXml(siteBase(ctx, deps.config.publicUrl), parts.flat());
  });

  router.get('/sitemaps/:file', async (ctx) => {
    const match = /^(novels|chapters)-([1-9]\d{0,9})\.xml$/.exec(ctx.params.file ?? '');
    const kind = match?.[1] as SitemapKind | undefined;
    const part = Number(match?.[2]);
    if (!kind || (part - 1) * size >= MAX_ID) throw notFound('Sitemap not found');
    const batches = sitemapRows(deps.orm.em.fork(), kind, { part, size }, batchSize);
    const first = await batches.next();
    if (first.done) throw notFound('Sitemap not found');
    ctx.type = XML_TYPE;
    ctx.set('Cache-Control', SITEMAP_CACHE);
    ctx.body = urlsetStream(ctx, siteBase(ctx, deps.config.publicUrl), first.value, batches);
  });
}
