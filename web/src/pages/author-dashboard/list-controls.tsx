/** Controls shared by the Comments and Reviews tabs: the novel filter and the 10-per-page pager. */
import { LIMITS, type Novel } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { useId } from 'react';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';

export const PAGE_SIZE = LIMITS.dashboardPageSize;

export const pageCount = (items: number): number => Math.max(1, Math.ceil(items / PAGE_SIZE));

/** The items of a 1-based page. */
export const pageSlice = <T,>(items: readonly T[], page: number): T[] =>
  items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

export function NovelFilter({
  novels,
  value,
  onChange,
}: {
  novels: readonly Pick<Novel, 'id' | 'title'>[];
  value: number | null;
  onChange: (novelId: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {T.filterByNovel}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
        className="h-9 max-w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <option value="">{T.allNovels}</option>
        {novels.map((novel) => (
          <option key={novel.id} value={novel.id}>
            {novel.title}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  if (total <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {T.previousPage}
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">{T.pageOf(page, total)}</span>
      <Button variant="outline" size="sm" disabled={page >= total} onClick={() => onPage(page + 1)}>
        {T.nextPage}
      </Button>
    </nav>
  );
}
