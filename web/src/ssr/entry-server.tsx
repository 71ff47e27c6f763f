/**
 * Server rendering entry (built into dist/.ssr/, loaded by the Koa server): the browser's routes under a StaticRouter,
 * each public route's data fetched first through the server's in-process `fetch` and dehydrated under the page's query
 * keys, so main.tsx hydrates without asking again.
 */
import { createApiClient, createQueries, createQueryClient, isApiError } from '@inkshelf/api-client';
import { isSiteRouteId } from '@inkshelf/contracts';
import type { RenderedPage, RendererModule, RouteKind } from '@inkshelf/contracts/ssr-renderer';
import { RenderTimeContext } from '@inkshelf/reader-ui';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { App } from '../app.tsx';
import { currentUserKey } from '../auth/use-current-user.ts';
import { PageMetaCollector, type PageMeta } from '../layout/page-meta.ts';
import { AppRoutes, routes } from '../routes.tsx';
import { headTags, scriptJson } from './head.ts';
import { isNotFoundSlot, LOADERS, notFoundLoader, type LoaderInput, type LoaderResult } from './loaders.ts';
import { ROOT_ID, SSR_STATE_ID, type SsrState } from './state.ts';

export { ROOT_ID, SSR_STATE_ID };

/**
 * react-router's matchRoutes flattens and compiles the whole route table on every call (about a millisecond):
 * each path is matched once and remembered, up to a bound (cleared when full).
 */
const matched = new Map<string, ReturnType<typeof matchRoutes<(typeof routes)[number]>>>();
function match(pathname: string) {
  let matches = matched.get(pathname);
  if (matches === undefined) {
    if (matched.size >= 10_000) matched.clear();
    matches = matchRoutes(routes, pathname);
    matched.set(pathname, matches);
  }
  return matches;
}

/** The deepest route matching the path (a public page's carries its SITE_ROUTES id); null when none does. */
const leafOf = (pathname: string) => match(pathname)?.at(-1) ?? null;

export const classify: RendererModule['classify'] = (pathname) => {
  const leaf = leafOf(pathname)?.route;
  if (isSiteRouteId(leaf?.id)) return 'page';
  if (!leaf || leaf.path === '*') return pathname.startsWith('/author/') ? 'shell' : 'unknown';
  return 'shell';
};

/** No render may hang a request: what is not ready by then is left to the browser. */
const RENDER_TIMEOUT_MS = 10_000;

async function load(kind: RouteKind, url: URL, input: Omit<LoaderInput, 'params'>): Promise<LoaderResult> {
  const leaf = kind === 'page' ? leafOf(url.pathname) : null;
  const id = leaf?.route.id;
  const loader = isSiteRouteId(id) ? LOADERS[id] : notFoundLoader;
  try {
    return await loader({ ...input, params: leaf?.params ?? {} });
  } catch (error) {
    if (isNotFoundSlot(error)) return { status: 404, subject: { kind: 'page' } };
    if (isApiError(error) && error.status >= 400) return { status: error.status, subject: { kind: 'page' } };
    throw error;
  }
}

/** A page that moved for good: the server answers 301 without rendering (issue 37). */
function movedPage(redirect: string): RenderedPage {
  return {
    status: 301,
    redirect,
    fingerprint: redirect,
    viewed: { novels: [], chapters: [] },
    render: () => Promise.reject(new Error(`moved to ${redirect}: nothing to render`)),
  };
}

/** Loads a public page's data; call `render()` on the result unless the client's copy is still fresh. */
export const renderPage: RendererModule['renderPage'] = async (options) => {
  const url = new URL(options.url, 'http://localhost');
  const api = createApiClient({ fetch: options.fetch });
  const queries = createQueries(api);
  // A failed read shows its error view on the server rather than a spinner that would never end.
  const client = createQueryClient({ api, defaultOptions: { queries: { retryOnMount: false } } });
  // Only signed-out visitors are rendered here (the server sends the shell to everyone else).
  client.setQueryData(currentUserKey, null);
  const kind = classify(url.pathname);
  const { status, subject, redirect } = await load(kind, url, { client, queries, api, search: url.searchParams });
  if (redirect) return movedPage(redirect);

  const queryState: DehydratedState = dehydrate(client);
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  const renderedAt = Date.now();
  const state: SsrState = { status, hydrate: !failed, renderedAt, queries: queryState };
  // Read counts move with every new visitor: left out, so that a page is the same (one ETag, rendered once) until
  // its content changes; the counts it shows are those of its render, at most a minute old (page-answer.ts).
  const fingerprint = JSON.stringify(
    [status, queryState.queries.map((query) => [query.queryHash, query.state.data])],
    (key, value: unknown) => (key === 'viewCount' ? undefined : value),
  );

  const render: RenderedPage['render'] = () =>
    new Promise((resolve, reject) => {
      let meta: PageMeta | null = null;
      const app = (
        <PageMetaCollector
          value={(next) => {
            if (next.title) meta = next;
          }}
        >
          <RenderTimeContext value={renderedAt}>
            <App queryClient={client}>
              <StaticRouter location={options.url}>
                <AppRoutes />
              </StaticRouter>
            </App>
          </RenderTimeContext>
        </PageMetaCollector>
      );
      const stream = renderToPipeableStream(app, {
        // Everything inline, in document order: React's out-of-order swaps need inline scripts, which the
        // Content-Security-Policy refuses and a reader without scripts never runs.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          clearTimeout(timer);
          // Nothing more reads the cache: dropping it also stops its garbage-collection timers.
          client.clear();
          resolve({
            head: headTags({ origin: options.origin, url: options.url, meta, subject }),
            state: scriptJson(state),
            pipe: (destination) => stream.pipe(destination),
          });
        },
        onShellError(error) {
          clearTimeout(timer);
          client.clear();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          // A part that failed renders in the browser instead (React's Suspense fallback); the server logs it.
          console.error('Server rendering error', error);
        },
      });
      const timer = setTimeout(() => stream.abort(new Error('Server rendering timed out')), RENDER_TIMEOUT_MS);
    });

  const viewed = {
    novels: status === 200 && subject.kind !== 'page' ? [subject.novel.id] : [],
    chapters: status === 200 && subject.kind === 'chapter' ? [subject.chapter.id] : [],
  };
  return { status, fingerprint, viewed, render };
};
