/**
 * Answers a signed-out visitor's page with the server-rendered document: the page's status (404, 403 for someone
 * else's draft), an ETag from the build and the page's data (a 304 costs no render), a short shared cache lifetime,
 * and the document rendered once per change of that ETag (React's output between the parts of index.html).
 */
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import type { Context } from 'koa';
import type Koa from 'koa';
import { LRUCache } from 'lru-cache';
import { inProcessFetch } from './in-process-fetch.ts';
import type { RenderedPage, Renderer } from './renderer.ts';

/**
 * Signed-out pages: any shared cache may keep one for a minute and serve it stale for five more while it
 * revalidates; browsers always revalidate (max-age=0), which the ETag makes cheap.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export interface PageAnswerOptions {
  /** The app whose API the page reads, in process. */
  app: Koa;
  /** PUBLIC_URL, the base of canonical and image URLs; the request's own origin when unset. */
  publicUrl?: string | undefined;
  /** Rendered documents to send again (createRenderedPages). */
  pages: LRUCache<string, string>;
}

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
 * Pages as rendered, per build, URL and ETag: the ETag changes exactly when what the page shows changes, so a
 * page is rendered once per change and sent again as it is to every signed-out visitor. Entries live a minute at
 * most (relative times in them were computed at render time) and 32 MB in all.
 */
export function createRenderedPages(): LRUCache<string, string> {
  return new LRUCache<string, string>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (html) => html.length,
    ttl: 60_000,
  });
}

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

export async function answerWithPage(ctx: Context, renderer: Renderer, options: PageAnswerOptions): Promise<void> {
  const { module, buildId } = renderer;
  const origin = (options.publicUrl || `${ctx.protocol}://${ctx.host}`).replace(/\/$/, '');
  const page = await module.renderPage({
    url: ctx.url,
    fetch: inProcessFetch(options.app, { ip: ctx.ip, userAgent: ctx.get('user-agent'), host: ctx.host }),
    origin,
  });

  ctx.status = page.status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', PAGE_CACHE);
  ctx.vary('Accept');
  // Signed-in visitors get the app shell at the same URL: a shared cache must keep the two apart.
  ctx.vary('Cookie');
  const hash = crypto.createHash('sha1').update(buildId).update(page.fingerprint).digest('base64url');
  ctx.etag = `W/"${hash.slice(0, 27)}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }

  const key = `${buildId} ${origin} ${ctx.url} ${ctx.response.get('ETag')}`;
  let html = options.pages.get(key);
  if (html === undefined) {
    html = await renderDocument(page, renderer);
    options.pages.set(key, html);
  }
  ctx.body = html;
  // The same bytes for everyone until the ETag changes: compressed once per coding too.
  ctx.state.compressOnce = true;
}
