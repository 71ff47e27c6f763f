// Writes src/api/routes.ts: the method, path and binary flag of every endpoint, without schemas, so that clients
// can call the API without bundling zod and every schema. `pnpm --filter @inkshelf/contracts gen:routes`;
// routes.test.ts fails when the file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { renderRoutes } from '../src/api/render-routes.ts';

const target = path.join(import.meta.dirname, '..', 'src', 'api', 'routes.ts');
fs.writeFileSync(target, renderRoutes());
process.stdout.write(`wrote ${target}\n`);
