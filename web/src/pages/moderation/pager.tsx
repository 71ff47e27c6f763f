/** Previous and Next under a paged moderation list, with 'Page n of m'; nothing when there is one page. */
import { Button } from '@inkshelf/reader-ui';
import { MODERATION_TEXTS as T } from './texts.ts';

export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {T.previous}
      </Button>
      <span className="text-sm text-muted-foreground">{T.page(page, totalPages)}</span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {T.next}
      </Button>
    </nav>
  );
}
