import type Router from '@koa/router';
import { SITEMAP_INDEX_PATH, siteBase } from './site-urls.ts';

/**
 * What crawlers are asked to leave alone: the signed-in-only screens of web/src/routes.tsx (the author group, the
 * profile, bookmarks, reading history and the moderation screens), the sign-in callback and password reset (one-time links), and the API.
 * `/author/` keeps its slash so that the public author pages (`/authors/{username}`) stay open.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/author/',
  '/profile',
  '/bookmarks',
  '/reading-history',
  '/moderation',
  '/auth/callback',
  '/reset-password',
] as const;

/** Shared caches may keep it a while: it changes with a deploy, never with content. */
export const ROBOTS_CACHE = 'public, max-age=3600';

export function robotsText(base: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

/** `GET /robots.txt`. */
export function mountRobots(router: Router, options: { publicUrl?: string }): void {
  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', ROBOTS_CACHE);
    ctx.body = robotsText(siteBase(ctx, options.publicUrl));
  });
}
