import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer({ config: { rateLimitScale: 1000 } });
});
afterAll(() => server.close());

/** Values of every JSON kind, with the strings that tend to break things. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\u0000',
    'Reader123',
    'a@b.co',
    '   ',
    '%_%',
    'x'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const body = (keys: string[]) =>
  fc.oneof(fc.record(Object.fromEntries(keys.map((key) => [key, nasty])), { requiredKeys: [] }), nasty);

describe('auth routes under generated input', () => {
  it.each([
    ['/api/register', ['email', 'password', 'username', 'isAuthor']],
    ['/api/login', ['emailOrUsername', 'password', 'rememberMe']],
    ['/api/reset-password', ['email']],
    ['/api/reset-password/confirm', ['token', 'newPassword']],
  ])('%s never answers 5xx and always answers JSON with a message', async (path, keys) => {
    await fc.assert(
      fc.asyncProperty(body(keys), async (json) => {
        const response = await server.request('POST', path, { json });
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        if (response.status >= 400) expect(typeof response.body.message).toBe('string');
      }),
      { numRuns: 60 },
    );
    expect((await server.request('GET', '/api/health')).status).toBe(200);
  });
});
