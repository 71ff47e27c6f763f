/**
 * The top of a tag page: the tag, how many published novels carry it, the synonyms merged into it, and its Atom feed
 * (a `<link rel="alternate">` React hoists into the head for feed readers, and a visible link). The feed is served by
 * the server, not a page of the app: a plain anchor.
 */
import { tagFeedPath, type TagDetail } from '@inkshelf/contracts';
import { buttonClasses, Skeleton } from '@inkshelf/reader-ui';
import { Rss } from 'lucide-react';
import { TAG_PAGE_TEXTS as T } from './texts.ts';

export function TagHeader({ tag, detail }: { tag: string; detail: TagDetail | undefined }) {
  const name = detail?.tag ?? tag;
  const feed = tagFeedPath(name);
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="grid min-w-0 gap-1">
        <p className="text-sm font-medium text-muted-foreground">{T.eyebrow}</p>
        <h1 className="text-2xl font-bold break-words sm:text-3xl">{name}</h1>
        {detail ? <p className="text-muted-foreground">{T.count(detail.count)}</p> : <Skeleton className="h-5 w-24" />}
        {detail && detail.synonyms.length > 0 && (
          <p className="text-sm text-muted-foreground">{T.synonyms(detail.synonyms)}</p>
        )}
      </div>
      <link rel="alternate" type="application/atom+xml" title={T.feedTitle(name)} href={feed} />
      <a href={feed} aria-label={T.feedLabel(name)} className={buttonClasses('outline', 'md')}>
        <Rss aria-hidden="true" className="size-4" />
        {T.feed}
      </a>
    </header>
  );
}
