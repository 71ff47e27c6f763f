/**
 * The novel's RSS feed (served by the server: server/src/routes/seo/feeds.ts): a `<link rel="alternate">` that
 * React 19 hoists into the document head, for feed readers and browsers that discover feeds, and a visible link.
 * A plain anchor, not the router's Link: the feed is not a page of the app.
 */
import { Rss } from 'lucide-react';
import { novelFeedPath } from '@inkshelf/contracts';
import { buttonClasses } from '@inkshelf/reader-ui';

export function NovelFeedLink({ novelId, title }: { novelId: number; title: string }) {
  const href = novelFeedPath(novelId);
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={`${title} (RSS)`} href={href} />
      <a href={href} aria-label={`RSS feed of ${title}`} className={buttonClasses('ghost', 'md')}>
        <Rss aria-hidden="true" className="size-4" />
        RSS
      </a>
    </>
  );
}
