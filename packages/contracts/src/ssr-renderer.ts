/**
 * Types only for the seam between web/src/ssr/entry-server.tsx (implements RendererModule) and server/src/ssr/, so
 * neither side imports the other's code. A subpath of its own: it names Node streams, and the package's main entry is
 * also read by browsers.
 */
import type { Writable } from 'node:stream';

/** A public page (server-rendered), a signed-in screen (the app shell) or a path no route knows (rendered 404). */
export type RouteKind = 'page' | 'shell' | 'unknown';

/** The novels and chapters whose views a page's reads counted (through the API). */
export interface PageViews {
  novels: number[];
  chapters: number[];
}

export interface RenderOptions {
  /** Path and query of the page, e.g. '/novels/The%20Salt%20Road/chapters/2'. */
  url: string;
  /** Answers the API's requests ('/api/...'); the server's goes into its own app without a socket. */
  fetch: typeof fetch;
  /** PUBLIC_URL without a trailing slash: the base of canonical and image URLs. */
  origin: string;
}

/** What `render()` gives: the parts the server pours into index.html's placeholders. */
export interface RenderedParts {
  /** The page's head tags (title, description, canonical, Open Graph and Twitter cards, JSON-LD). */
  head: string;
  /** The JSON of the state script the browser hydrates from (already safe inside a <script> element). */
  state: string;
  /** Streams the app's HTML (React's output) into `destination`. */
  pipe: (destination: Writable) => void;
}

export interface RenderedPage {
  /** 200, or the status of the page's main read when it failed (404 missing, 403 someone else's draft). */
  status: number;
  /**
   * Issue 37: the page's address has moved for good (a novel's former title): the server answers 301 to this path
   * instead of rendering.
   */
  redirect?: string;
  /** Text that changes when what the page shows changes (status and data, read counts aside): the ETag's base. */
  fingerprint: string;
  /**
   * The novels and chapters whose views the page's reads counted: a server that sends the page again without
   * reading counts these itself.
   */
  viewed: PageViews;
  /** Renders the page once all of it is ready. */
  render(): Promise<RenderedParts>;
}

/** What the server renderer's module exports. */
export interface RendererModule {
  /** The id of the element the app renders into; the server writes it around the app's HTML. */
  ROOT_ID: string;
  /** The id of the state script (`<script type="application/json" id=...>`) the browser reads. */
  SSR_STATE_ID: string;
  classify(pathname: string): RouteKind;
  /** Loads a public page's data; call `render()` on the result unless the client's copy is still fresh. */
  renderPage(options: RenderOptions): Promise<RenderedPage>;
}
