/**
 * The website's server renderer as the server uses it: the module `vite build --ssr` wrote to dist/.ssr/
 * (web/src/ssr/entry-server.tsx) and the built index.html cut into the parts a rendered page is poured into.
 * Both are reloaded when a new build replaces them, like index.html itself.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

/** A public page (rendered here), a signed-in screen (the app shell) or a path no route knows (a rendered 404). */
export type RouteKind = 'page' | 'shell' | 'unknown';

export interface PageViews {
  novels: number[];
  chapters: number[];
}

export interface RenderedPage {
  status: number;
  /** Changes when what the page shows changes (read counts aside): the base of its ETag. */
  fingerprint: string;
  /** The novels and chapters whose views the page's reads counted. */
  viewed: PageViews;
  render(): Promise<{ head: string; state: string; pipe: (destination: Writable) => void }>;
}

/** What web/src/ssr/entry-server.tsx exports. */
export interface RendererModule {
  SSR_STATE_ID: string;
  classify(pathname: string): RouteKind;
  renderPage(options: { url: string; fetch: typeof fetch; origin: string }): Promise<RenderedPage>;
}

/** index.html around the page: `start` + head tags + `middle` + the app's HTML + `</div>` + state script + `end`. */
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

/** The head tags the renderer writes for each page, and the note for browsers without scripts (pages work now). */
const REPLACED = [
  /<title>[\s\S]*?<\/title>\s*/g,
  /<meta\s+(?:name|property)="(?:description|og:[\w:]+|twitter:[\w:]+)"[^>]*>\s*/g,
  /<noscript>[\s\S]*?<\/noscript>\s*/g,
];
const ROOT = '<div id="root"></div>';

/** Cuts the built index.html; throws when it is not the website's. */
export function parseTemplate(html: string): Template {
  const cleaned = REPLACED.reduce((text, pattern) => text.replace(pattern, ''), html);
  const headEnd = cleaned.indexOf('</head>');
  const root = cleaned.indexOf(ROOT);
  if (headEnd < 0 || root < headEnd) throw new Error('index.html has no </head> before <div id="root"></div>');
  return {
    start: cleaned.slice(0, headEnd),
    middle: `  ${cleaned.slice(headEnd, root)}<div id="root">`,
    end: cleaned.slice(root + ROOT.length),
  };
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
    return { module, template: parseTemplate(html), buildId };
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
