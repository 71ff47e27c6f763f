/** Where /auth sends a visitor after signing in. */
import { describe, expect, it } from 'vitest';
import { returnPath } from './index.tsx';

describe('returnPath', () => {
  it('goes back to the protected page the visitor came from', () => {
    expect(returnPath({ from: '/author/dashboard' })).toBe('/author/dashboard');
    expect(returnPath({ from: '/author/novels/3/edit?tab=chapters' })).toBe('/author/novels/3/edit?tab=chapters');
  });

  it('goes home otherwise: no state, the auth pages themselves, or another site', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
    expect(returnPath({ from: '/auth' })).toBe('/');
    expect(returnPath({ from: '/auth/callback' })).toBe('/');
    expect(returnPath({ from: '//evil.example/path' })).toBe('/');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/');
  });
});
