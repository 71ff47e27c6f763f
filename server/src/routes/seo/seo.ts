import Router from '@koa/router';
import { mountFeeds } from './feeds.ts';
import { mountRobots } from './robots.ts';
import type { SeoDeps } from './seo-deps.ts';
import { mountSitemaps } from './sitemaps.ts';
import { mountTagFeeds } from './tag-feeds.ts';

/**
 * robots.txt, the sitemaps and the feeds: public, the same for everyone, so they are mounted before the website's
 * pages (whose fallback would answer them with the HTML shell) and before sessions, and read the database through
 * a fork of their own. Everything else passes through.
 */
export function seoRouter(deps: SeoDeps): Router {
  const router = new Router();
  mountRobots(router, deps.config);
  mountSitemaps(router, deps);
  mountFeeds(router, deps);
  mountTagFeeds(router, deps);
  return router;
}
