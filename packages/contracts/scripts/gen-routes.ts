// Writes src/api/routes.ts and the other route tables (routes-*.ts): the method, path and binary flag of every
// endpoint, without schemas, so that clients can call the API without bundling zod and every schema.
// `pnpm --filter @inkshelf/contracts gen:routes`; routes.test.ts fails when a file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { renderRoutes } from '../src/api/render-routes.ts';

for (const [file, content] of Object.entries(renderRoutes())) {
  const target = path.join(import.meta.dirname, '..', 'src', 'api', file);
  fs.writeFileSync(target, content);
  process.stdout.write(`wrote ${target}\n`);
}
