/** The reading page's placeholder while the chapter loads. */
import { Skeleton } from '@inkshelf/reader-ui';
import { PROSE_CONTAINER } from '../../layout/page.ts';

export function ChapterSkeleton() {
  return (
    <div className={`${PROSE_CONTAINER} grid gap-6`} aria-busy="true">
      <span role="status" className="sr-only">
        Loading chapter...
      </span>
      <div className="grid gap-2">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/4" />
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-9 w-3/4" />
      <div className="grid gap-3">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className={index % 4 === 3 ? 'h-4 w-2/3' : 'h-4 w-full'} />
        ))}
      </div>
    </div>
  );
}
