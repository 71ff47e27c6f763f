import { describe, expect, it } from 'vitest';
import { normalizeServerUrl } from './server-url.ts';

describe('normalizeServerUrl', () => {
  it('keeps the origin of an http(s) address, without path or trailing slash', () => {
    expect(normalizeServerUrl(' https://inkshelf.example/ ')).toBe('https://inkshelf.example');
    expect(normalizeServerUrl('http://127.0.0.1:3000/api')).toBe('http://127.0.0.1:3000');
    expect(normalizeServerUrl('inkshelf.example')).toBe('https://inkshelf.example');
  });

  it('refuses anything else', () => {
    expect(normalizeServerUrl('')).toBeNull();
    expect(normalizeServerUrl('ftp://inkshelf.example')).toBeNull();
    expect(normalizeServerUrl('javascript://alert(1)')).toBeNull();
    expect(normalizeServerUrl('http://')).toBeNull();
  });
});
