/**
 * Previous and Next as links (?page=N), so crawlers and readers without script page through a tag too; Next only
 * after a full page. A side with nowhere to go is shown dimmed, not as a link.
 */
import { buttonClasses, cn } from '@inkshelf/reader-ui';
import { Link } from 'react-router';
import { pageSearch } from './tag-page.ts';
import { TAG_PAGE_TEXTS as T } from './texts.ts';

function PageLink({ to, rel, label }: { to: number | null; rel: 'prev' | 'next'; label: string }) {
  if (to === null) {
    return (
      <span aria-disabled="true" className={cn(buttonClasses('outline'), 'pointer-events-none opacity-50')}>
        {label}
      </span>
    );
  }
  return (
    <Link to={{ search: pageSearch(to) }} rel={rel} className={buttonClasses('outline')}>
      {label}
    </Link>
  );
}

export function TagPager({ page, fullPage }: { page: number; fullPage: boolean }) {
  if (page <= 1 && !fullPage) return null;
  return (
    <nav aria-label={T.pages} className="mt-8 flex items-center justify-center gap-4">
      <PageLink to={page > 1 ? page - 1 : null} rel="prev" label={T.previous} />
      <span className="text-sm text-muted-foreground" aria-current="page">
        {T.page(page)}
      </span>
      <PageLink to={fullPage ? page + 1 : null} rel="next" label={T.next} />
    </nav>
  );
}
