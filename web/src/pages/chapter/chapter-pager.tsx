/** Previous and next chapter buttons (links, since they navigate); a missing neighbour shows a disabled one. */
import { buttonClasses, chapterPath } from '@inkshelf/reader-ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CHAPTER_TEXTS } from './texts.ts';

export interface ChapterPagerProps {
  novelTitle: string;
  previous: number | null;
  next: number | null;
}

function PagerLink({ to, children }: { to: string | null; children: ReactNode }) {
  const classes = buttonClasses('outline', 'md', 'min-w-0');
  if (to === null) {
    return (
      <button type="button" disabled className={classes}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}

export function ChapterPager({ novelTitle, previous, next }: ChapterPagerProps) {
  return (
    <nav aria-label="Chapter navigation" className="flex items-center justify-between gap-3">
      <PagerLink to={previous === null ? null : chapterPath(novelTitle, previous)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {CHAPTER_TEXTS.previous}
      </PagerLink>
      <PagerLink to={next === null ? null : chapterPath(novelTitle, next)}>
        {CHAPTER_TEXTS.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </PagerLink>
    </nav>
  );
}
