/** The typed table (table.ts) must describe exactly the contract's ENDPOINTS, schema for schema. */
import { ENDPOINTS, type Endpoint } from '@inkshelf/contracts';
import { expect, test } from 'vitest';
import { API_TABLE } from './table.ts';
import type { EndpointSchemas } from './types.ts';

const SLOTS = ['params', 'query', 'body', 'response'] as const;
const entries = Object.entries(ENDPOINTS) as [keyof typeof API_TABLE, Endpoint][];

test('the same endpoint names', () => {
  expect(Object.keys(API_TABLE).sort()).toEqual(Object.keys(ENDPOINTS).sort());
});

test('every entry uses the contract schema objects and the same binary flag', () => {
  for (const [name, endpoint] of entries) {
    const typed: EndpointSchemas = API_TABLE[name];
    for (const slot of SLOTS) expect(typed[slot], `${name}.${slot}`).toBe(endpoint[slot]);
    expect(typed.binary === true, `${name}.binary`).toBe(endpoint.binary !== undefined);
  }
});

test('every params schema has exactly the slots of its path', () => {
  for (const [name, endpoint] of entries) {
    const slots = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const params = endpoint.params as { shape?: Record<string, unknown> } | undefined;
    expect(Object.keys(params?.shape ?? {}).sort(), name).toEqual(slots.sort());
  }
});
