import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

describe('GET /api/health', () => {
  it('answers ok after a real query, naming the database kind', async () => {
    const response = await server.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: server.db.kind });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('echoes a request id given by a proxy', async () => {
    const response = await server.request('GET', '/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
  });
});

describe('requests the API cannot serve', () => {
  it('unknown API paths get a JSON 404', async () => {
    const response = await server.request('GET', '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: 'No API route for GET /api/nothing-here' });
  });

  it('a wrong method on a known path gets a JSON 405', async () => {
    const response = await server.request('DELETE', '/api/health');
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it('malformed JSON gets a 400 that says so', async () => {
    const response = await server.request('POST', '/api/health', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('a body over the limit gets a 413 with a clear message', async () => {
    const huge = JSON.stringify({ coverImage: 'x'.repeat(5 * 1024 * 1024) });
    const response = await server.request('POST', '/api/health', {
      body: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Request body is larger than the 16 KB this call takes' });
  });

  it('a 2 MB cover as a data string fits under the limit of the novel calls', async () => {
    const cover = `data:image/jpeg;base64,${Buffer.alloc(2 * 1024 * 1024 - 1).toString('base64')}`;
    // Read whole, then refused for want of a session: not for its size.
    const response = await server.request('PUT', '/api/novels/1', { json: { coverImage: cover } });
    expect(response.status).toBe(401);
  });

  it('a body that is not JSON gets a 415', async () => {
    const response = await server.request('POST', '/api/health', {
      body: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: 'Requests with a body must be sent as application/json' });
  });
});
