/**
 * Answers a signed-out visitor's page with the rendered document and its status (404; 403 for another's draft). The
 * ETag comes from the build and the page's data, so a 304 costs no render; documents are kept briefly (RenderedPages)
 * as a shared cache would, and rendered again only when their data changed.
 */
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import type { Context } from 'koa';
import type Koa from 'koa';
import { tags, type CacheRegistry, type TaggedCache } from '../cache/index.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import type { PageViews, RenderedPage, Renderer } from './renderer.ts';

/**
 * Signed-out pages: a shared cache (a CDN) may keep one for 10 s and serve it stale for 10 more while it
 * revalidates, so an unpublished chapter leaves it within 20 s with no purge (the README says so); browsers always
 * revalidate (max-age=0), which the ETag makes cheap.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=10';
/** A page that says "not found" or "forbidden": the browser may keep it but asks again; no shared cache keeps it. */
export const CLIENT_ERROR_PAGE_CACHE = 'private, no-cache';
/** A page that failed (the database away): kept by no one, so the next visit tries again. */
export const SERVER_ERROR_PAGE_CACHE = 'no-store';

const pageCacheControl = (status: number): string =>
  status >= 500 ? SERVER_ERROR_PAGE_CACHE : status >= 400 ? CLIENT_ERROR_PAGE_CACHE : PAGE_CACHE;

export interface PageAnswerOptions {
  /** The app whose API the page reads, in process. */
  app: Koa;
  /** PUBLIC_URL, the base of canonical and image URLs; the request's own origin when unset. */
  publicUrl?: string | undefined;
  /** Pages to send again (createRenderedPages), dropped when a public change is announced. */
  pages: RenderedPages;
  /** Its registry, whose epoch guards a page read before a write from being kept after it. */
  registry: CacheRegistry;
  /** Counts the views of a page sent again without reading its data (as its reads through the API did). */
  countViews: (ctx: Context, viewed: PageViews) => void;
}

/** A page as sent: its validator, status, document, and the views its reads count. */
interface PageEntry {
  etag: string;
  status: number;
  html: string;
  viewed: PageViews;
  /** When its data was read, and when the document was rendered (its relative times date from then). */
  loadedAt: number;
  renderedAt: number;
}
export type RenderedPages = TaggedCache<PageEntry>;

/**
 * How long a page is sent again without reading its data. A public change announced here or by another instance
 * drops it at once; this bounds what an instance that missed the announcement (its shared store away) may send.
 */
export const PAGE_FRESH_MS = 30_000;
/** How long a document is reused while its data has not changed. */
const RENDER_REUSE_MS = 300_000;

/**
 * Tags React 19 hoists (<title>, <meta>, <link>: a page's feed link, image preloads) come first in its output when
 * it renders into an element rather than the whole document: they belong in the document's <head>.
 */
const LEADING_HOISTABLES = /^(?:<(?:link|meta)\b[^>]*>|<title\b[^>]*>[^<]*<\/title>)+/;

/** Collects React's output into one string. */
function collect(pipe: (destination: Writable) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString());
        callback();
      },
      destroy(error, callback) {
        if (error) reject(error);
        callback(error);
      },
    });
    pipe(sink);
  });
}

/**
 * Pages per build, origin and URL: 32 MB in all, the least recently used dropped first. Writes drop them by tag;
 * the 30 s lifetime bounds what no write announces (view counts written behind).
 */
export function createRenderedPages(registry: CacheRegistry): RenderedPages {
  return registry.cache<PageEntry>('pages', {
    maxSize: 32 * 1024 * 1024,
    sizeOf: (entry) => entry.html.length + 256,
    ttlMs: 30_000,
  });
}

/** A page may show anything public: any public change announced drops it. */
const PAGE_TAGS = [tags.public];

/** Renders the whole document: index.html's parts around the app's HTML, the tags React hoisted in the head. */
async function renderDocument(page: RenderedPage, renderer: Renderer): Promise<string> {
  const { module, template } = renderer;
  const rendered = await page.render();
  const html = await collect(rendered.pipe);
  const hoisted = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  const stateScript = `<script type="application/json" id="${module.SSR_STATE_ID}">${rendered.state}</script>`;
  return (
    `${template.start}${rendered.head}${hoisted ? `\n    ${hoisted}` : ''}${template.middle}` +
    `${html.slice(hoisted.length)}</div>${stateScript}${template.end}`
  );
}

/** The page's headers; 304 when the visitor's copy is this one. Returns whether a body is still needed. */
function answerHead(ctx: Context, status: number, etag: string): boolean {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', pageCacheControl(status));
  ctx.vary('Accept');
  // Signed-in visitors get the app shell at the same URL: a shared cache must keep the two apart.
  ctx.vary('Cookie');
  ctx.etag = etag;
  if (!ctx.fresh) return true;
  ctx.status = 304;
  return false;
}

function send(ctx: Context, entry: PageEntry): void {
  if (!answerHead(ctx, entry.status, entry.etag)) return;
  ctx.body = entry.html;
  // The same bytes for everyone until the page changes: compressed once per coding too.
  ctx.state.compressOnce = true;
}

export async function answerWithPage(ctx: Context, renderer: Renderer, options: PageAnswerOptions): Promise<void> {
  const { module, buildId } = renderer;
  const origin = (options.publicUrl || `${ctx.protocol}://${ctx.host}`).replace(/\/$/, '');
  const key = `${buildId} ${origin} ${ctx.url}`;
  const now = Date.now();
  const kept = options.pages.get(key);
  if (kept && now - kept.loadedAt < PAGE_FRESH_MS) {
    options.countViews(ctx, kept.viewed);
    send(ctx, kept);
    return;
  }

  const since = options.registry.epoch();
  const page = await module.renderPage({
    url: ctx.url,
    fetch: inProcessFetch(options.app, { ip: ctx.ip, userAgent: ctx.get('user-agent'), host: ctx.host }),
    origin,
  });
  if (page.redirect) {
    ctx.set('Cache-Control', PAGE_CACHE);
    ctx.status = 301;
    ctx.redirect(page.redirect);
    return;
  }
  const hash = crypto.createHash('sha1').update(buildId).update(page.fingerprint).digest('base64url');
  const etag = `W/"${hash.slice(0, 27)}"`;
  if (kept?.etag === etag && now - kept.renderedAt < RENDER_REUSE_MS) {
    const entry = { ...kept, viewed: page.viewed, loadedAt: now };
    options.pages.set(key, entry, PAGE_TAGS, since);
    send(ctx, entry);
    return;
  }
  // A revalidation that matches needs no render.
  if (!answerHead(ctx, page.status, etag)) return;
  const html = await renderDocument(page, renderer);
  const entry = { etag, status: page.status, html, viewed: page.viewed, loadedAt: now, renderedAt: now };
  // A failure is not sent again: the next visitor gets a fresh try.
  if (page.status < 500) options.pages.set(key, entry, PAGE_TAGS, since);
  send(ctx, entry);
}
