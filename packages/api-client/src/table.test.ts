/** The endpoint tables the client is built from: params name exactly the path's slots; the route tables agree. */
import type { Endpoint } from '@inkshelf/contracts';
import { expect, test } from 'vitest';
import { ENDPOINTS } from '@inkshelf/contracts';
import { ROUTES } from '@inkshelf/contracts/routes';
import { ACCOUNT_ROUTES } from '@inkshelf/contracts/routes-account';
import { MODERATION_ROUTES } from '@inkshelf/contracts/routes-moderation';

test('every params schema has exactly the slots of its path', () => {
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, Endpoint][]) {
    const slots = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const params = endpoint.params as { shape?: Record<string, unknown> } | undefined;
    expect(Object.keys(params?.shape ?? {}).sort(), name).toEqual(slots.sort());
  }
});

test('the schema-free routes agree with the endpoint table', () => {
  const routes: Record<string, unknown> = { ...ROUTES, ...MODERATION_ROUTES, ...ACCOUNT_ROUTES };
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, Endpoint][]) {
    expect(routes[name], name).toEqual({
      method: endpoint.method,
      path: endpoint.path,
      ...(endpoint.binary ? { binary: true } : {}),
    });
  }
});
