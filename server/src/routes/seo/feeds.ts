import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import {
  chapterPath,
  CONTENT_RATING_LABELS,
  MESSAGES,
  novelFeedPath,
  novelPath,
  PRODUCT_NAME,
  SITE_ROUTES,
} from '@inkshelf/contracts';
import type { Context } from 'koa';
import { notFound } from '../../errors.ts';
import {
  latestPublicChapters,
  novelPublicChapters,
  publicNovel,
  type FeedChapterRow,
} from '../../repositories/seo-query.ts';
import { openingWords } from './opening.ts';
import { rss2, type RssItem } from './rss.ts';
import type { SeoDeps } from './seo-deps.ts';
import { LATEST_FEED_PATH, siteBase } from './site-urls.ts';

/** Items in a feed: the newest chapters; a reader who subscribes late reads the rest on the site. */
export const FEED_ITEMS = 50;
/** Feed readers poll; a minute in shared caches, then a revalidation that a 304 answers. */
export const FEED_CACHE = 'public, max-age=60';
const RSS_TYPE = 'application/rss+xml; charset=utf-8';

interface Channel {
  title: string;
  description: string;
  /** The page the feed stands for, and the feed itself (both paths). */
  pagePath: string;
  feedPath: string;
  updated: Date;
}

/**
 * The guid is a tag URI on the chapter id, so a renamed novel does not resend its chapters; nothing depends on the
 * request time, so the same content gives the same bytes and ETag. No item `author`: RSS 2.0 wants an email there.
 * Titles, openings and the novel's synopsis are the author's plain text; rss2 escapes each for its element.
 */
function rss(base: string, channel: Channel, chapters: FeedChapterRow[], withNovelTitle: boolean): string {
  const host = new URL(base).hostname;
  const items = chapters.map((chapter): RssItem => {
    const title = `Chapter ${chapter.chapterNumber}: ${chapter.title}`;
    return {
      title: withNovelTitle ? `${chapter.novelTitle} - ${title}` : title,
      link: base + chapterPath(chapter.novelTitle, chapter.chapterNumber),
      guid: `tag:${host},2025:chapter:${chapter.id}`,
      published: chapter.publishedAt,
      summary: openingWords(chapter.opening),
      categories: [`Rating: ${CONTENT_RATING_LABELS[chapter.contentRating]}`],
    };
  });
  const { pagePath, feedPath, ...texts } = channel;
  return rss2(
    { ...texts, link: base + pagePath, self: base + feedPath, generator: PRODUCT_NAME, language: 'en' },
    items,
  );
}

/** Sends the feed with a weak ETag of its bytes (compression may change them), or 304 when the client has it. */
export function sendFeed(ctx: Context, xml: string, type = RSS_TYPE): void {
  ctx.set('Cache-Control', FEED_CACHE);
  ctx.type = type;
  ctx.etag = `W/"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = xml;
}

/** `GET /feeds/latest.xml` (the site's newest chapters) and `GET /feeds/novels/{id}.xml` (one novel's). */
export function mountFeeds(router: Router, deps: SeoDeps): void {
  router.get(LATEST_FEED_PATH, async (ctx) => {
    const chapters = await latestPublicChapters(deps.orm.em.fork(), FEED_ITEMS);
    const channel: Channel = {
      title: `${PRODUCT_NAME}: latest chapters`,
      description: `The newest chapters published on ${PRODUCT_NAME}.`,
      pagePath: SITE_ROUTES.home,
      feedPath: LATEST_FEED_PATH,
      updated: chapters[0]?.publishedAt ?? new Date(0),
    };
    sendFeed(ctx, rss(siteBase(ctx, deps.config.publicUrl), channel, chapters, true));
  });

  router.get('/feeds/novels/:file', async (ctx) => {
    const id = Number(/^([1-9]\d{0,9})\.xml$/.exec(ctx.params.file ?? '')?.[1]);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(MESSAGES.errors.novelNotFound);
    const em = deps.orm.em.fork();
    const novel = await publicNovel(em, id);
    if (!novel) throw notFound(MESSAGES.errors.novelNotFound);
    const chapters = await novelPublicChapters(em, novel.id, FEED_ITEMS);
    const channel: Channel = {
      title: `${novel.title} - ${PRODUCT_NAME}`,
      description: `${novel.description}\n\nby ${novel.authorName}`,
      pagePath: novelPath(novel.title),
      feedPath: novelFeedPath(novel.id),
      updated: novel.updatedAt,
    };
    sendFeed(ctx, rss(siteBase(ctx, deps.config.publicUrl), channel, chapters, false));
  });
}
