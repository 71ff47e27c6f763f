/** The endpoint table the client is built from: every params schema names exactly the slots of its path. */
import type { Endpoint } from '@inkshelf/contracts';
import { expect, test } from 'vitest';
import { API_TABLE } from './table.ts';

test('every params schema has exactly the slots of its path', () => {
  for (const [name, endpoint] of Object.entries(API_TABLE) as [string, Endpoint][]) {
    const slots = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const params = endpoint.params as { shape?: Record<string, unknown> } | undefined;
    expect(Object.keys(params?.shape ?? {}).sort(), name).toEqual(slots.sort());
  }
});
