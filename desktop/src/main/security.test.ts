import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  contentSecurityPolicy,
  isAppUrl,
  isRealEncryption,
  isSafeExternalUrl,
  normaliseServerUrl,
  resolveAppRequest,
} from './security.ts';

describe('isAppUrl', () => {
  it('accepts the app origin and, in development only, the dev server', () => {
    expect(APP_ORIGIN).toBe('app://studio');
    expect(isAppUrl('app://studio/index.html')).toBe(true);
    expect(isAppUrl('app://studio/novels/3?x=1#top')).toBe(true);
    expect(isAppUrl('http://localhost:5173/')).toBe(false);
    expect(isAppUrl('http://localhost:5173/index.html', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5173/index.html', 'http://localhost:5173/')).toBe(true);
  });

  it('refuses look-alikes and everything else', () => {
    for (const url of [
      'app://studio.evil.example/index.html',
      'app://evil/index.html',
      'app://user:pw@studio/',
      'apps://studio/',
      'https://studio/',
      'file:///work/out/renderer/index.html',
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'about:blank',
      '',
      'not a url',
    ]) {
      expect(isAppUrl(url, 'http://localhost:5173'), url).toBe(false);
    }
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5173/', 'http://localhost:5173')).toBe(false);
    expect(isAppUrl('http://localhost:5173/', 'file:///x')).toBe(false);
  });
});

describe('isSafeExternalUrl', () => {
  it('lets only plain http(s) links out', () => {
    expect(isSafeExternalUrl('https://inkshelf.example/novel/3')).toBe(true);
    expect(isSafeExternalUrl('http://127.0.0.1:3000/')).toBe(true);
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:a@b.c',
      'smb://server/share',
      'app://studio/index.html',
      'https://user:secret@inkshelf.example/',
      'https://user@inkshelf.example/',
      'https://',
      'vbscript:x',
      '',
      `https://a.example/${'x'.repeat(9000)}`,
    ]) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
    expect(isSafeExternalUrl(42 as never)).toBe(false);
  });
});

describe('normaliseServerUrl', () => {
  it('reduces an address to its origin', () => {
    expect(normaliseServerUrl('https://inkshelf.example/')).toBe('https://inkshelf.example');
    expect(normaliseServerUrl('  https://Inkshelf.Example/api/novels?x=1#y ')).toBe('https://inkshelf.example');
    expect(normaliseServerUrl('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000');
    expect(normaliseServerUrl('https://inkshelf.example:443')).toBe('https://inkshelf.example');
    expect(normaliseServerUrl('inkshelf.example')).toBe('https://inkshelf.example');
    expect(normaliseServerUrl('localhost:3000')).toBe('https://localhost:3000');
  });

  it('rejects garbage with a message fit for the sign-in form', () => {
    expect(() => normaliseServerUrl('')).toThrow('Enter the address of your Inkshelf server');
    expect(() => normaliseServerUrl('   ')).toThrow('Enter the address');
    expect(() => normaliseServerUrl('ftp://inkshelf.example')).toThrow('must start with http:// or https://');
    expect(() => normaliseServerUrl('file:///etc/passwd')).toThrow(/http:\/\/ or https:\/\/|not a web address/);
    expect(() => normaliseServerUrl('https://user:pw@inkshelf.example')).toThrow('must not contain a user name');
    expect(() => normaliseServerUrl('not a server')).toThrow('is not a web address');
    expect(() => normaliseServerUrl('http://')).toThrow('is not a web address');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no inline or foreign scripts, and fetches and images over http(s)', () => {
    const csp = contentSecurityPolicy();
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'https:', 'http:']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https:', 'http:']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('adds only what the dev server needs in development', () => {
    const csp = contentSecurityPolicy('http://localhost:5173');
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain('ws://localhost:5173');
  });
});

describe('resolveAppRequest', () => {
  const root = path.resolve('/srv/studio/out/renderer');

  it('maps app://studio paths to files inside the renderer folder', () => {
    expect(resolveAppRequest(root, 'app://studio/index.html')).toBe(path.join(root, 'index.html'));
    expect(resolveAppRequest(root, 'app://studio/')).toBe(path.join(root, 'index.html'));
    expect(resolveAppRequest(root, 'app://studio/assets/index-abc.js?v=1')).toBe(
      path.join(root, 'assets', 'index-abc.js'),
    );
    expect(resolveAppRequest(root, 'app://studio/novels/12/chapters')).toBe(path.join(root, 'index.html'));
    expect(resolveAppRequest(root, 'app://studio/assets/my%20font.woff2')).toBe(
      path.join(root, 'assets', 'my font.woff2'),
    );
  });

  it('never leaves the renderer folder', () => {
    for (const url of [
      'app://studio/../../etc/passwd',
      'app://studio/%2e%2e/%2e%2e/etc/passwd',
      'app://studio/assets/%2E%2E%2F%2E%2E%2Fmain%2Findex.js',
      'app://studio/..%2f..%2fpackage.json',
      'app://studio/assets/..%5c..%5cpackage.json',
      'app://studio/x%00.js',
      'app://studio/%E0%A4%A',
      'app://other/index.html',
      'https://studio/index.html',
      'file:///srv/studio/out/renderer/index.html',
    ]) {
      const file = resolveAppRequest(root, url);
      if (file !== null) expect(file.startsWith(root + path.sep), `${url} -> ${file}`).toBe(true);
    }
    expect(resolveAppRequest(root, 'app://studio/assets/%2E%2E%2F%2E%2E%2Fmain%2Findex.js')).toBeNull();
    expect(resolveAppRequest(root, 'app://studio/assets/..%5c..%5cpackage.json')).toBeNull();
    expect(resolveAppRequest(root, 'app://studio/x%00.js')).toBeNull();
    expect(resolveAppRequest(root, 'app://studio/%E0%A4%A')).toBeNull();
    expect(resolveAppRequest(root, 'app://other/index.html')).toBeNull();
    expect(resolveAppRequest(root, 'file:///srv/studio/out/renderer/index.html')).toBeNull();
  });
});

describe('isRealEncryption', () => {
  it('treats the Linux basic_text fallback as no encryption', () => {
    expect(isRealEncryption(true, 'darwin')).toBe(true);
    expect(isRealEncryption(true, 'win32')).toBe(true);
    expect(isRealEncryption(true, 'linux', 'gnome_libsecret')).toBe(true);
    expect(isRealEncryption(true, 'linux', 'basic_text')).toBe(false);
    expect(isRealEncryption(false, 'darwin')).toBe(false);
  });
});
