import type { MikroORM } from '@mikro-orm/postgresql';
import type { CacheRegistry } from '../../cache/index.ts';
import type { SitemapOptions } from '../../deps.ts';

/** What the crawler-facing routes need: the database and where the site lives (its own module: no import cycle). */
export interface SeoDeps {
  orm: MikroORM;
  config: { publicUrl?: string; seo?: SitemapOptions };
  /** Where the sitemap index's parts are kept. */
  registry: CacheRegistry;
}
