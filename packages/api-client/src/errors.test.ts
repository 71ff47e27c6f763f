/** The error rule of spec section 8, against a real HTTP server. */
import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError, NETWORK_ERROR_DETAIL, isApiError } from './errors.ts';
import { startTestServer, type Reply, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Answers GET /api/novels/1 with `reply` and returns what the client throws. */
async function failureFor(reply: Reply): Promise<ApiError> {
  server.on('/api/novels/1', reply);
  const api = createApiClient({ baseUrl: server.baseUrl });
  const error: unknown = await api.novelById({ params: { id: 1 } }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('a non-2xx answer throws ApiError with message `${status}: ${detail}`', () => {
  test('the message field of a JSON body', async () => {
    const error = await failureFor({ status: 404, body: { message: 'Novel not found' } });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(404);
    expect(error.message).toBe('404: Novel not found');
    expect(error.detail).toBe('Novel not found');
    expect(error.body).toEqual({ message: 'Novel not found' });
    expect(error.method).toBe('GET');
    expect(error.url).toBe(`${server.baseUrl}/api/novels/1`);
  });

  test('a validation body keeps its field and issues', async () => {
    const body = { message: 'Title is required', field: 'title', issues: [{ path: ['title'], message: 'x' }] };
    const error = await failureFor({ status: 400, body });
    expect(error.message).toBe('400: Title is required');
    expect(error.field).toBe('title');
    expect(error.body).toEqual(body);
  });

  test('a JSON body without a message falls back to the status text', async () => {
    const error = await failureFor({ status: 409, statusText: 'Conflict Here', body: { error: 'duplicate' } });
    expect(error.message).toBe('409: Conflict Here');
    expect(error.detail).toBe('Conflict Here');
    expect(error.body).toEqual({ error: 'duplicate' });
  });

  test('an empty JSON message also falls back to the status text', async () => {
    const error = await failureFor({ status: 422, statusText: 'Unprocessable', body: { message: '' } });
    expect(error.message).toBe('422: Unprocessable');
  });

  test('the raw text of a non-JSON body', async () => {
    const error = await failureFor({
      status: 503,
      headers: { 'content-type': 'text/plain' },
      body: 'Maintenance until 10:00',
    });
    expect(error.message).toBe('503: Maintenance until 10:00');
    expect(error.detail).toBe('Maintenance until 10:00');
    expect(error.body).toBe('Maintenance until 10:00');
  });

  test('a JSON scalar is raw text, not a message', async () => {
    const error = await failureFor({ status: 400, headers: { 'content-type': 'application/json' }, body: '"nope"' });
    expect(error.message).toBe('400: "nope"');
  });

  test('an HTML page gives the generic server error text', async () => {
    const page = '<!DOCTYPE html>\n<html><head><title>502</title></head><body>Bad gateway</body></html>';
    const error = await failureFor({ status: 502, headers: { 'content-type': 'text/html' }, body: page });
    expect(error.message).toBe(`502: ${MESSAGES.http.htmlBody}`);
    expect(error.message).toBe('502: Server error occurred. Please try again later.');
    expect(error.body).toBe(page);
  });

  test('an HTML page is recognised by its text even without an HTML content type', async () => {
    const error = await failureFor({ status: 500, headers: { 'content-type': 'text/plain' }, body: '  <html><body>x' });
    expect(error.detail).toBe(MESSAGES.http.htmlBody);
  });

  test('an empty body gives the status text', async () => {
    const error = await failureFor({ status: 500, statusText: 'Internal Server Error' });
    expect(error.message).toBe('500: Internal Server Error');
  });

  test('an empty body without status text gives the standard reason phrase', async () => {
    const error = await failureFor({ status: 403, statusText: '' });
    expect(error.message).toBe('403: Forbidden');
  });

  test('an empty body, no status text and an unusual status give the unknown-error text', async () => {
    const error = await failureFor({ status: 499, statusText: '' });
    expect(error.message).toBe(`499: ${MESSAGES.http.unreadableBody}`);
  });

  test('a body that cannot be read gives the status text', async () => {
    const error = await failureFor({
      status: 500,
      statusText: 'Broken Pipe Somewhere',
      headers: { 'content-type': 'application/json' },
      body: '{"message":"never fin',
      breakBody: true,
    });
    expect(error.message).toBe('500: Broken Pipe Somewhere');
    expect(error.body).toBeUndefined();
  });

  test('a 401 throws by default', async () => {
    const error = await failureFor({ status: 401, body: { message: 'Authentication required' } });
    expect(error.message).toBe('401: Authentication required');
    expect(isApiError(error, 401)).toBe(true);
    expect(isApiError(error, 403)).toBe(false);
    expect(isApiError(new Error('401: x'))).toBe(false);
  });
});

test('an unreachable server gives status 0 and a readable message', async () => {
  const gone = await startTestServer();
  await gone.close();
  const api = createApiClient({ baseUrl: gone.baseUrl });
  const error: unknown = await api.listBookmarks().catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 0, detail: NETWORK_ERROR_DETAIL, message: `0: ${NETWORK_ERROR_DETAIL}` });
  expect((error as ApiError).cause).toBeInstanceOf(Error);
});
