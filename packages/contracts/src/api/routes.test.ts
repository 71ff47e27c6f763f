import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ENDPOINTS } from '../api.ts';
import { renderRoutes } from './render-routes.ts';
import { ACCOUNT_ROUTES } from './routes-account.ts';
import { MODERATION_ROUTES } from './routes-moderation.ts';
import { ROUTES } from './routes.ts';

test('the route tables are generated from the current endpoint table (run gen:routes when this fails)', () => {
  const files = renderRoutes();
  expect(Object.keys(files).sort()).toEqual(['routes-account.ts', 'routes-moderation.ts', 'routes.ts']);
  for (const [file, content] of Object.entries(files))
    expect(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'), file).toBe(content);
});

test('every endpoint is in exactly one table', () => {
  const names = [ROUTES, MODERATION_ROUTES, ACCOUNT_ROUTES].flatMap((table) => Object.keys(table));
  expect(names.sort()).toEqual(Object.keys(ENDPOINTS).sort());
});

test('the staff and account calls are not in the entry table', () => {
  for (const name of ['reportQueue', 'auditLog', 'takedownQueue', 'createReport'])
    expect(MODERATION_ROUTES).toHaveProperty(name);
  for (const name of ['mfaStatus', 'listTokens', 'deleteAccount', 'getNotificationSettings'])
    expect(ACCOUNT_ROUTES).toHaveProperty(name);
  expect(ROUTES).toHaveProperty('currentUser');
  expect(ROUTES).toHaveProperty('readChapter');
  expect(ROUTES).not.toHaveProperty('reportQueue');
  expect(ROUTES).not.toHaveProperty('mfaStatus');
});
