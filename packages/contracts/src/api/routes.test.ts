import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ENDPOINTS } from '../api.ts';
import { renderRoutes } from './render-routes.ts';
import { ROUTES } from './routes.ts';

test('routes.ts is generated from the current endpoint table (run gen:routes when this fails)', () => {
  expect(fs.readFileSync(path.join(import.meta.dirname, 'routes.ts'), 'utf8')).toBe(renderRoutes());
  expect(Object.keys(ROUTES)).toEqual(Object.keys(ENDPOINTS));
});
