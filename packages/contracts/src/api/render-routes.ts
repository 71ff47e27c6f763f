/** Renders the schema-free routes table (routes.ts) from the endpoint table; used by the generator and its test. */
import { ENDPOINTS } from '../api.ts';

export function renderRoutes(): string {
  const lines = Object.entries(ENDPOINTS).map(([name, endpoint]) => {
    const binary = 'binary' in endpoint ? ', binary: true' : '';
    return `  ${name}: { method: '${endpoint.method}', path: '${endpoint.path}'${binary} },`;
  });
  return [
    '// Generated from the endpoint table by scripts/gen-routes.ts; do not edit (routes.test.ts checks it).',
    '/** Method and path of every endpoint without its schemas, for clients that must stay small. */',
    'export const ROUTES = {',
    ...lines,
    '} as const;',
    '',
    'export type RouteName = keyof typeof ROUTES;',
    '',
  ].join('\n');
}
