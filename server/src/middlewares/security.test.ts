import net from 'node:net';
import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { cast, chapterOf } from '../routes/chapters/chapter-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

/** Headers a browser only applies to a document it renders: a JSON answer goes without them. */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'content-security-policy-report-only',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The bytes of an answer's status line and header block as sent (over a raw socket: fetch hides them). */
function headerBytes(target: string, headers = ''): Promise<number> {
  const { hostname, port, host } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: hostname, port: Number(port) }, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${headers}Connection: close\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const end = Buffer.concat(chunks).indexOf('\r\n\r\n');
      if (end < 0) reject(new Error(`no answer from ${target}`));
      else resolve(end + 4);
    });
  });
}

describe('security headers', () => {
  it('are on every API answer, errors included, without the document-only ones', async () => {
    for (const path of ['/api/health', '/api/nothing', '/api/user']) {
      const response = await server.request('GET', path);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      for (const name of DOCUMENT_ONLY) expect(response.headers.get(name), `${path} ${name}`).toBeNull();
    }
  });

  it('keep the whole set on HTML documents, on an API path too', async () => {
    const page = await server.request('GET', '/api/docs');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('origin-agent-cluster')).toBe('?1');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('x-xss-protection')).toBe('0');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('add HSTS when the request came over HTTPS through a trusted proxy, to JSON and documents alike', async () => {
    const proxied = await getTestServer({ config: { trustProxy: true } });
    try {
      for (const path of ['/api/health', '/api/docs']) {
        const response = await proxied.request('GET', path, { headers: { 'x-forwarded-proto': 'https' } });
        expect(response.headers.get('strict-transport-security'), path).toContain('max-age=31536000');
      }
      const json = await proxied.request('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(json.headers.get('content-security-policy')).toBeNull();
    } finally {
      await proxied.close();
    }
  });

  it('let the page load scripts from the configured ad network, and from nowhere else', async () => {
    const withAds = await getTestServer({ config: { scriptOrigins: ['https://ads.example'] } });
    try {
      const csp = (await withAds.request('GET', '/api/docs')).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://ads.example");
    } finally {
      await withAds.close();
    }
    const csp = (await server.request('GET', '/api/docs')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });

  it('keep a chapter read’s header block small', async () => {
    const { novel } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1`;
    const plain = await headerBytes(url);
    const compressed = await headerBytes(url, 'Accept-Encoding: br\r\n');
    const documentBlock = await headerBytes('/api/docs');
    // A signed-out chapter read: 902 bytes of status line and headers before the document-only ones were dropped,
    // 493 after (Vary grew by 'Accept-Encoding, ').
    expect(plain).toBeLessThan(600);
    expect(compressed).toBeLessThan(600);
    expect(documentBlock - plain).toBeGreaterThan(300);
  });
});

describe('CSRF guard for cookie sessions', () => {
  it('refuses a mutation from another origin', async () => {
    const { agent } = await server.signedIn();
    const response = await agent.request('PUT', '/api/users/me/username', {
      json: { username: 'hijacked' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response).toMatchObject({ status: 403, body: { message: MESSAGES.errors.csrfRejected } });
  });

  it('refuses a browser-declared cross-site request and a form-encoded body', async () => {
    const { agent } = await server.signedIn();
    const crossSite = await agent.request('POST', '/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const form = await agent.request('POST', '/api/logout', {
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(403);
    const plain = await agent.request('POST', '/api/logout', { body: '{}', headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(403);
    expect((await agent.request('GET', '/api/user')).status).toBe(200);
  });

  it('accepts JSON from the site itself and body-less calls from older clients', async () => {
    const { agent } = await server.signedIn();
    const sameOrigin = await agent.request('PUT', '/api/users/me/author', {
      json: { isAuthor: true },
      headers: { origin: server.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
    expect((await agent.request('POST', '/api/logout')).status).toBe(200);
  });

  it('adds ALLOWED_ORIGINS to the site’s own origin and PUBLIC_URL’s, and still refuses any other', async () => {
    const configured = await getTestServer({
      config: { allowedOrigins: ['https://partner.example'], publicUrl: 'https://Inkshelf.example:443/some/path' },
    });
    try {
      const { agent } = await configured.signedIn();
      const post = (origin: string) =>
        agent.request('POST', '/api/bookmarks', {
          json: { novelId: 2_147_483_647 },
          headers: { origin, 'sec-fetch-site': 'same-origin' },
        });
      // Past the guard, a POST reaches the route (404: no such novel), so its status says who was let in.
      const passed = { status: 404, body: { message: MESSAGES.errors.novelNotFound } };
      const refused = { status: 403, body: { message: MESSAGES.errors.csrfRejected } };
      expect(await post(configured.url)).toMatchObject(passed); // the request's own origin
      expect(await post('https://inkshelf.example')).toMatchObject(passed); // PUBLIC_URL's origin
      expect(await post('https://partner.example')).toMatchObject(passed); // ALLOWED_ORIGINS
      for (const foreign of ['https://evil.example', 'http://inkshelf.example', 'https://inkshelf.example.evil.test']) {
        expect(await post(foreign), foreign).toMatchObject(refused);
      }
      // A state change from the own origin and from PUBLIC_URL's really happens.
      for (const origin of [configured.url, 'https://inkshelf.example']) {
        const changed = await agent.request('PUT', '/api/users/me/author', {
          json: { isAuthor: true },
          headers: { origin },
        });
        expect(changed.status, origin).toBe(200);
      }
    } finally {
      await configured.close();
    }
  });

  it('allows PUBLIC_URL’s origin without ALLOWED_ORIGINS too', async () => {
    const configured = await getTestServer({ config: { publicUrl: 'https://inkshelf.example' } });
    try {
      const { agent } = await configured.signedIn();
      const send = (origin: string) =>
        agent.request('PUT', '/api/users/me/author', { json: { isAuthor: true }, headers: { origin } });
      expect((await send('https://inkshelf.example')).status).toBe(200);
      expect((await send(configured.url)).status).toBe(200);
      expect(await send('https://evil.example')).toMatchObject({
        status: 403,
        body: { message: MESSAGES.errors.csrfRejected },
      });
    } finally {
      await configured.close();
    }
  });

  it('does not apply to requests without a session cookie', async () => {
    const response = await server.request('POST', '/api/login', {
      json: { emailOrUsername: 'x', password: 'y' },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('the 6th bad sign-in within a minute for one IP and account gets 429 with Retry-After', async () => {
    await buildUser(server.db.orm.em.fork(), { username: 'Targeted', password: 'real-password' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await server.request('POST', '/api/login', {
        json: { emailOrUsername: 'Targeted', password: `guess${attempt}` },
      });
      expect(response.status).toBe(401);
    }
    const sixth = await server.request('POST', '/api/login', {
      json: { emailOrUsername: 'targeted', password: 'real-password' },
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(sixth.body.message).toMatch(/Too many failed sign-in attempts/);
  });

  it('a successful sign-in clears the IP-and-account budget', async () => {
    await buildUser(server.db.orm.em.fork(), { username: 'Typo', password: 'real-password' });
    for (let attempt = 0; attempt < 4; attempt++) {
      await server.request('POST', '/api/login', { json: { emailOrUsername: 'Typo', password: 'nope' } });
    }
    await server.agent().signIn('Typo', 'real-password');
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await server.request('POST', '/api/login', {
        json: { emailOrUsername: 'Typo', password: 'nope' },
      });
      expect(response.status).toBe(401);
    }
  });

  it('limits password reset requests per IP', async () => {
    const limited = await getTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await limited.request('POST', '/api/reset-password', { json: { email: `r${i}@example.test` } })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
