import type Router from '@koa/router';
import {
  CONTENT_RATING_LABELS,
  labelKey,
  MESSAGES,
  novelPath,
  PRODUCT_NAME,
  tagFeedPath,
  tagPath,
} from '@inkshelf/contracts';
import { notFound } from '../../errors.ts';
import { TaxonomyRepository } from '../../repositories/taxonomy-repository.ts';
import { tagPublicNovels } from '../../repositories/seo-query.ts';
import { atom, type AtomEntry } from './atom.ts';
import { FEED_ITEMS, sendFeed } from './feeds.ts';
import type { SeoDeps } from './seo-deps.ts';
import { siteBase } from './site-urls.ts';

const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/**
 * `GET /feeds/tags/{tag}.atom` (issue 37): a tag's newest novels. A merged synonym's feed is moved for good (301)
 * to its canonical tag's, so a subscriber keeps one address.
 */
export function mountTagFeeds(router: Router, deps: SeoDeps): void {
  router.get('/feeds/tags/:file', async (ctx) => {
    const name = /^(.{1,200})\.atom$/su.exec(ctx.params.file ?? '')?.[1];
    const em = deps.orm.em.fork();
    const tag = name === undefined ? null : await new TaxonomyRepository(em).tagDetail(name);
    if (!tag) throw notFound(MESSAGES.errors.tagNotFound);
    const feedPath = tagFeedPath(tag.tag);
    if (labelKey(name!) !== labelKey(tag.tag)) {
      ctx.status = 301;
      ctx.redirect(feedPath);
      return;
    }
    const base = siteBase(ctx, deps.config.publicUrl);
    const host = new URL(base).hostname;
    const novels = await tagPublicNovels(em, labelKey(tag.tag), FEED_ITEMS);
    const entries = novels.map((novel): AtomEntry => ({
      id: `tag:${host},2025:novel:${novel.id}`,
      title: novel.title,
      link: base + novelPath(novel.title),
      author: novel.authorName,
      published: novel.createdAt,
      updated: novel.updatedAt,
      summary: novel.description,
      categories: [`Rating: ${CONTENT_RATING_LABELS[novel.contentRating]}`],
    }));
    const updated = new Date(Math.max(0, ...novels.map((novel) => novel.updatedAt.getTime())));
    const feed = {
      id: `tag:${host},2025:tag:${labelKey(tag.tag)}`,
      title: `${tag.tag} - ${PRODUCT_NAME}`,
      subtitle: `The newest novels tagged ${tag.tag} on ${PRODUCT_NAME}.`,
      link: base + tagPath(tag.tag),
      self: base + feedPath,
      updated,
      generator: PRODUCT_NAME,
    };
    sendFeed(ctx, atom(feed, entries), ATOM_TYPE);
  });
}
