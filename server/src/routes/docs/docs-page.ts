import { ENDPOINTS, PRODUCT_NAME, type Endpoint } from '@inkshelf/contracts';
import { z } from 'zod';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const schemaBlock = (label: string, schema: z.ZodType | undefined, io: 'input' | 'output') =>
  schema
    ? `<details><summary>${label}</summary><pre>${escape(
        JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: 'any' }), null, 2),
      )}</pre></details>`
    : '';

const ACCESS: Record<Endpoint['access'], string> = {
  none: 'public',
  optional: 'public (more when signed in)',
  user: 'signed in',
  author: 'author',
  moderator: 'moderator or admin',
  admin: 'admin',
};

/** A readable, script-free page listing every endpoint with its schemas; the JSON lives at /api/openapi.json. */
export function renderDocsPage(): string {
  const byTag = new Map<string, Endpoint[]>();
  for (const endpoint of Object.values<Endpoint>(ENDPOINTS)) {
    byTag.set(endpoint.tag, [...(byTag.get(endpoint.tag) ?? []), endpoint]);
  }
  const sections = [...byTag]
    .map(
      ([tag, endpoints]) =>
        `<section><h2>${escape(tag)}</h2>${endpoints
          .map(
            (endpoint) => `<article>
  <h3><span class="method ${endpoint.method.toLowerCase()}">${endpoint.method}</span> <code>${escape(endpoint.path)}</code></h3>
  <p>${escape(endpoint.summary)} <em>(${ACCESS[endpoint.access]})</em></p>
  ${schemaBlock('Path parameters', endpoint.params, 'input')}${schemaBlock('Query', endpoint.query, 'input')}${schemaBlock(
    'Body',
    endpoint.body,
    'input',
  )}${endpoint.binary ? `<p>Answers ${escape(endpoint.binary)}.</p>` : schemaBlock('Answer', endpoint.response, 'output')}
</article>`,
          )
          .join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PRODUCT_NAME} API</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
h1{margin-bottom:.25rem}h2{border-bottom:1px solid #d0d7de;padding-bottom:.25rem;margin-top:2.5rem}
article{margin:1rem 0;padding:.75rem 1rem;border:1px solid #d0d7de;border-radius:8px}
h3{margin:0;font-size:1rem}.method{display:inline-block;min-width:4.5rem;font-weight:700}
.get{color:#0969da}.post{color:#1a7f37}.put{color:#9a6700}.delete{color:#cf222e}
pre{background:#f6f8fa;padding:.75rem;overflow:auto;font-size:.8rem}summary{cursor:pointer}
</style></head><body>
<h1>${PRODUCT_NAME} API</h1>
<p>JSON over HTTP. Errors are <code>{ "message": "..." }</code> with the right status. Machine-readable:
<a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections}
</body></html>`;
}
