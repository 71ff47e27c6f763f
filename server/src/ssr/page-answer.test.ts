/**
 * The store-time check of rendered pages (issue 38): a page whose data was read before a write that has since been
 * announced is sent to the visitor who asked, but never kept for the next. The renderer here is a stand-in whose
 * reads wait on the test, so the write lands exactly between the reads and the stores.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { toRequestListener } from '../app.ts';
import { CacheRegistry, tags } from '../cache/index.ts';
import { answerWithPage, createRenderedPages, PAGE_CACHE, SERVER_ERROR_PAGE_CACHE } from './page-answer.ts';
import type { Renderer } from './renderer.ts';

interface Site {
  url: string;
  registry: CacheRegistry;
  /** What the stand-in's next read sees, and a gate its reads wait on. */
  state: { text: string; status: number; reads: number; gate: Promise<void> };
  close: () => Promise<void>;
}

const sites: Site[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
});

async function site(): Promise<Site> {
  const registry = new CacheRegistry();
  const state = { text: 'published', status: 200, reads: 0, gate: Promise.resolve() };
  const renderer: Renderer = {
    buildId: 'build-1',
    template: { start: '<html><head>', middle: '</head><body><div id="root">', end: '</body></html>' },
    module: {
      ROOT_ID: 'root',
      SSR_STATE_ID: 'ssr-data',
      classify: () => 'page',
      renderPage: async () => {
        const { text, status } = state;
        state.reads++;
        await state.gate;
        return {
          status,
          fingerprint: `${status} ${text}`,
          viewed: { novels: [], chapters: [] },
          render: () => Promise.resolve({ head: '', state: '{}', pipe: (sink) => void sink.end(`<p>${text}</p>`) }),
        };
      },
    },
  };
  const app = new Koa();
  const pages = createRenderedPages(registry);
  app.use(async (ctx) => {
    await answerWithPage(ctx, renderer, { app, pages, registry, countViews: () => {} });
  });
  const server = http.createServer(toRequestListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const made = { url, registry, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  sites.push(made);
  return made;
}

const page = async (s: Site, path: string) => {
  const res = await fetch(`${s.url}${path}`);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), text: await res.text() };
};

describe('answerWithPage', () => {
  it('keeps no page of forty whose reads came before an announced write', async () => {
    const s = await site();
    let open!: () => void;
    s.state.gate = new Promise((resolve) => (open = resolve));
    const paths = Array.from({ length: 40 }, (_, i) => `/novels/Harbor?race=${i}`);
    const renders = paths.map((path) => page(s, path));
    await expect.poll(() => s.state.reads).toBe(40);
    // The unpublish: its data changes and its tags are announced while the forty are still rendering.
    s.state.text = 'unpublished';
    await s.registry.announce([tags.public]);
    open();
    for (const answer of await Promise.all(renders)) expect(answer.text).toContain('<p>published</p>');
    for (const path of paths) expect((await page(s, path)).text).toContain('<p>unpublished</p>');
  });

  it('keeps a page read after the last write, and sends it again without reading', async () => {
    const s = await site();
    expect((await page(s, '/novels/Harbor')).cacheControl).toBe(PAGE_CACHE);
    s.state.text = 'changed without an announcement';
    expect((await page(s, '/novels/Harbor')).text).toContain('<p>published</p>');
    expect(s.state.reads).toBe(1);
  });

  it('neither keeps nor lets a shared cache keep a failed page', async () => {
    const s = await site();
    s.state.status = 503;
    const failed = await page(s, '/novels/Harbor');
    expect(failed).toMatchObject({ status: 503, cacheControl: SERVER_ERROR_PAGE_CACHE });
    s.state.status = 200;
    expect(await page(s, '/novels/Harbor')).toMatchObject({ status: 200, cacheControl: PAGE_CACHE });
  });
});
