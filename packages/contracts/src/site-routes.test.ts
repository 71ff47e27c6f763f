import { describe, expect, it } from 'vitest';
import {
  authorPath,
  chapterPath,
  genrePath,
  isSiteRouteId,
  novelFeedPath,
  novelPath,
  SITE_ROUTES,
  sitePath,
} from './site-routes.ts';

describe('site routes', () => {
  it('builds page paths from the route patterns, each slot URL-encoded', () => {
    expect(novelPath('The Salt Road/2?')).toBe('/novels/The%20Salt%20Road%2F2%3F');
    expect(chapterPath('The Salt Road', 12)).toBe('/novels/The%20Salt%20Road/chapters/12');
    expect(authorPath('salt writer')).toBe('/authors/salt%20writer');
    expect(genrePath('Cozy Mystery')).toBe('/genre/cozy%20mystery');
    expect(sitePath('genreUnderIndex', { genre: 'sea' })).toBe('/genres/sea');
    expect(sitePath('terms', {})).toBe('/terms');
    expect(novelFeedPath(7)).toBe('/feeds/novels/7.xml');
  });

  it('declares every pattern as an absolute path and knows its own ids only', () => {
    for (const pattern of Object.values(SITE_ROUTES)) expect(pattern).toMatch(/^\/[\w/:-]*$/);
    expect(isSiteRouteId('chapter')).toBe(true);
    expect(isSiteRouteId('toString')).toBe(false);
    expect(isSiteRouteId(undefined)).toBe(false);
  });
});
