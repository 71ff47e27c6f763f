/**
 * Renders the schema-free route tables from the endpoint table; used by the generator and its test. Every endpoint
 * is in exactly one table: the first of ROUTE_TABLES that takes it, else ROUTES, the table every client loads first
 * (the website's entry chunk). The others are imported by the code that makes those calls (lazily loaded pages).
 */
import { ENDPOINTS } from '../api.ts';
import type { Endpoint } from './endpoint.ts';

/** The account calls outside the Two-factor and Tokens tags: the profile page's, a mail's and Google linking. */
const ACCOUNT_CALLS = new Set<string>([
  'changeUsername',
  'changePassword',
  'accountFootprint',
  'exportAccount',
  'deleteAccount',
  'googleLink',
  'getNotificationSettings',
  'updateNotificationSettings',
  'unsubscribePage',
  'unsubscribe',
]);

interface RouteTable {
  /** The exported constant and the type of its names. */
  name: string;
  typeName: string;
  /** Its file beside routes.ts, and the package export (`@inkshelf/contracts/<file without .ts>`). */
  file: string;
  summary: string;
  takes: (name: string, endpoint: Endpoint) => boolean;
}

export const ROUTE_TABLES: readonly RouteTable[] = [
  {
    name: 'MODERATION_ROUTES',
    typeName: 'ModerationRouteName',
    file: 'routes-moderation.ts',
    summary: 'Reports, takedowns and the staff screens (tag Moderation)',
    takes: (_name, endpoint) => endpoint.tag === 'Moderation',
  },
  {
    name: 'ACCOUNT_ROUTES',
    typeName: 'AccountRouteName',
    file: 'routes-account.ts',
    summary: "The account's settings, two-factor, apps' tokens, Google linking and mail unsubscribes",
    takes: (name, endpoint) => endpoint.tag === 'Two-factor' || endpoint.tag === 'Tokens' || ACCOUNT_CALLS.has(name),
  },
];

const ENTRY_TABLE: RouteTable = {
  name: 'ROUTES',
  typeName: 'RouteName',
  file: 'routes.ts',
  summary: 'Every other endpoint: the calls any page may make before its own chunk loads',
  takes: () => true,
};

/** Which table carries an endpoint. */
export function tableOf(name: string, endpoint: Endpoint): RouteTable {
  return ROUTE_TABLES.find((table) => table.takes(name, endpoint)) ?? ENTRY_TABLE;
}

function render(table: RouteTable): string {
  const lines = (Object.entries(ENDPOINTS) as [string, Endpoint][])
    .filter(([name, endpoint]) => tableOf(name, endpoint) === table)
    .map(([name, endpoint]) => {
      const binary = endpoint.binary ? ', binary: true' : '';
      return `  ${name}: { method: '${endpoint.method}', path: '${endpoint.path}'${binary} },`;
    });
  return [
    '// Generated from the endpoint table by scripts/gen-routes.ts; do not edit (routes.test.ts checks it).',
    '/**',
    ' * Method and path of each endpoint without its schemas, for clients that must stay small.',
    ` * ${table.summary}.`,
    ' */',
    `export const ${table.name} = {`,
    ...lines,
    '} as const;',
    '',
    `export type ${table.typeName} = keyof typeof ${table.name};`,
    '',
  ].join('\n');
}

/** The content of every generated file, by its name in src/api/. */
export function renderRoutes(): Record<string, string> {
  return Object.fromEntries([ENTRY_TABLE, ...ROUTE_TABLES].map((table) => [table.file, render(table)]));
}
