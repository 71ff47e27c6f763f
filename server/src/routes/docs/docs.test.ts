import { ENDPOINTS, type Endpoint } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { createRateLimits } from '../../services/rate-limits.ts';
import { createReadCaches } from '../../cache/index.ts';
import { apiRouters } from '../index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

/** `/api/novels/:id` and `/api/novels/{id}` both become `/api/novels/{}`. */
const shape = (method: string, path: string) => `${method} ${path.replace(/:\w+(?:\([^)]*\))?|\{\w+\}/g, '{}')}`;

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every endpoint, its schemas and error answers', async () => {
    const response = await server.request('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = response.body;
    expect(doc.openapi).toBe('3.1.0');
    const operations: unknown[] = Object.values(doc.paths as Record<string, Record<string, unknown>>).flatMap((item) =>
      Object.values(item),
    );
    // One operation per method and path: the table's two chapter lists (full and ?view=summary) share one, and so
    // do its two chapter reads (text and ?format=html).
    const calls = new Set(Object.values(ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    expect(operations).toHaveLength(calls.size);
    expect(calls.size).toBe(Object.keys(ENDPOINTS).length - 2);
    const list = doc.paths['/api/novels/{novelId}/chapters'].get;
    expect(list.parameters).toContainEqual({
      name: 'view',
      in: 'query',
      required: false,
      schema: expect.objectContaining({ enum: ['full', 'summary'], default: 'full' }),
    });
    expect(list.responses['200'].content['application/json'].schema.anyOf).toHaveLength(2);
    // The read: `format` optional, text by default; the answer is the text form or the HTML form, never both.
    const read = doc.paths['/api/novels/{novelId}/chapters/{slot}'].get;
    expect(read.operationId).toBe('readChapterText');
    expect(read.parameters).toEqual([
      expect.objectContaining({ name: 'novelId', in: 'path', required: true }),
      expect.objectContaining({ name: 'slot', in: 'path', required: true }),
      {
        name: 'format',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ enum: ['text', 'html'], default: 'text' }),
      },
    ]);
    const forms = (
      read.responses['200'].content['application/json'].schema.anyOf as { properties: object; required: string[] }[]
    ).map((form) =>
      ['content', 'contentHtml'].filter((field) => field in form.properties && form.required.includes(field)),
    );
    expect(forms).toEqual([['content'], ['contentHtml']]);
    expect(read.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    const login = doc.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('emailOrUsername');
    expect(login.responses['200'].content['application/json'].schema.properties).toHaveProperty('username');
    expect(login.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    const novel = doc.paths['/api/novels/{id}'].get;
    expect(novel.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  });
});

describe('GET /api/docs', () => {
  it('is a readable page listing every endpoint', async () => {
    const response = await server.request('GET', '/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    for (const endpoint of Object.values<Endpoint>(ENDPOINTS)) expect(response.text).toContain(endpoint.path);
  });
});

describe('the endpoint table', () => {
  it('matches the routes the server mounts, one for one', () => {
    const routers = apiRouters({
      ...server.deps,
      limits: createRateLimits(),
      views: server.deps.views,
      caches: createReadCaches(),
    });
    const mounted = new Set<string>();
    for (const router of routers) {
      for (const layer of router.stack) {
        for (const method of layer.methods.filter((m) => m !== 'HEAD')) mounted.add(shape(method, String(layer.path)));
      }
    }
    const documented = new Set(Object.values<Endpoint>(ENDPOINTS).map((e) => shape(e.method, e.path)));
    for (const extra of ['GET /api/openapi.json', 'GET /api/docs']) mounted.delete(extra);
    expect([...mounted].filter((route) => !documented.has(route)).sort()).toEqual([]);
    expect([...documented].filter((route) => !mounted.has(route)).sort()).toEqual([]);
  });
});
