import Router from '@koa/router';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument } from './openapi.ts';

/** `GET /api/openapi.json` and the human-readable `GET /api/docs`. Built once: the contracts do not change at run time. */
export function docsRouter() {
  const router = new Router({ prefix: '/api' });
  let document: string | undefined;
  let page: string | undefined;

  router.get('/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = document ??= JSON.stringify(buildOpenApiDocument());
  });

  router.get('/docs', (ctx) => {
    ctx.type = 'text/html';
    ctx.body = page ??= renderDocsPage();
  });

  return router;
}
