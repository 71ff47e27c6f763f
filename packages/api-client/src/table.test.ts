/** The endpoint tables the client is built from: params name exactly the path's slots; ROUTES agrees. */
import type { Endpoint } from '@inkshelf/contracts';
import { expect, test } from 'vitest';
import { ENDPOINTS } from '@inkshelf/contracts';
import { ROUTES } from '@inkshelf/contracts/routes';

test('every params schema has exactly the slots of its path', () => {
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, Endpoint][]) {
    const slots = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const params = endpoint.params as { shape?: Record<string, unknown> } | undefined;
    expect(Object.keys(params?.shape ?? {}).sort(), name).toEqual(slots.sort());
  }
});

test('the schema-free routes agree with the endpoint table', () => {
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [keyof typeof ROUTES, Endpoint][]) {
    expect(ROUTES[name], name).toEqual({
      method: endpoint.method,
      path: endpoint.path,
      ...(endpoint.binary ? { binary: true } : {}),
    });
  }
});
