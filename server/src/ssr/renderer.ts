/**
 * The built server renderer (dist/.ssr/, from web/src/ssr/entry-server.tsx) and index.html cut at its placeholders into
 * the parts a page is poured into; both reload when a new build replaces them, as index.html does.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageViews, RenderedPage, RendererModule, RouteKind } from '@inkshelf/contracts/ssr-renderer';

export type { PageViews, RenderedPage, RendererModule, RouteKind };

/**
 * index.html cut at its placeholders (see the comment above them there): `start` + the page's head tags + `middle`
 * (which opens the root element) + the app's HTML + `</div>` + the state script + `end`.
 */
export interface Template {
  start: string;
  middle: string;
  end: string;
}

export interface Renderer {
  module: RendererModule;
  template: Template;
  /** Identifies the build: part of every page's ETag, so a new build is never answered 304 with an old page. */
  buildId: string;
}

/** index.html's placeholders, in document order: what stands between each pair is the app shell's alone. */
const MARKERS = ['<!--ssr-head-->', '<!--/ssr-head-->', '<!--ssr-body-->', '<!--/ssr-body-->'] as const;

/**
 * Cuts the built index.html at its placeholders, found as written (no patterns); `rootId` is the element the app
 * renders into. Throws when a marker is missing or out of order: then the file is not the website's.
 */
export function parseTemplate(html: string, rootId: string): Template {
  const parts: string[] = [];
  let from = 0;
  for (const marker of MARKERS) {
    const at = html.indexOf(marker, from);
    if (at < 0) throw new Error(`index.html has no ${marker} (after the markers before it)`);
    parts.push(html.slice(from, at));
    from = at + marker.length;
  }
  // [before the head's, the shell's head tags, between the two, the shell's body]
  return { start: parts[0] ?? '', middle: `${parts[2] ?? ''}<div id="${rootId}">`, end: html.slice(from) };
}

async function stamp(file: string): Promise<string | null> {
  try {
    const stat = await fs.promises.stat(file);
    return `${stat.size}-${stat.mtimeMs}`;
  } catch {
    return null;
  }
}

/**
 * Loads the renderer of a built web/dist, or null when that build has none (then pages get the app shell).
 * `load()` is cheap when nothing changed: two stat calls.
 */
export function createRendererLoader(dist: string): { load(): Promise<Renderer | null> } {
  const entry = path.join(dist, '.ssr', 'entry-server.js');
  const index = path.join(dist, 'index.html');
  let current: { key: string; renderer: Promise<Renderer> } | null = null;

  async function build(key: string): Promise<Renderer> {
    // The stamp in the URL makes Node load a rebuilt module rather than its cached copy.
    const url = `${pathToFileURL(entry).href}?build=${encodeURIComponent(key)}`;
    const [module, html] = await Promise.all([
      import(url) as Promise<RendererModule>,
      fs.promises.readFile(index, 'utf8'),
    ]);
    const buildId = crypto.createHash('sha1').update(key).digest('base64url').slice(0, 12);
    return { module, template: parseTemplate(html, module.ROOT_ID), buildId };
  }

  return {
    async load() {
      const [entryStamp, indexStamp] = await Promise.all([stamp(entry), stamp(index)]);
      if (!entryStamp || !indexStamp) return null;
      const key = `${entryStamp}/${indexStamp}`;
      if (current?.key !== key) {
        const renderer = build(key);
        current = { key, renderer };
        // A failed load is retried on the next request.
        renderer.catch(() => {
          if (current?.renderer === renderer) current = null;
        });
      }
      return current.renderer;
    },
  };
}
