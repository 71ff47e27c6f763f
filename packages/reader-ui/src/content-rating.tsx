/**
 * A novel's content rating as a small label (issue 37): on cards (over the cover) and on the novel page, with its
 * warnings there. Its accessible name says what it is: "Content rating: Mature (18+)".
 */
import {
  CONTENT_RATING_LABELS,
  CONTENT_WARNING_LABELS,
  type ContentRating,
  type ContentWarning,
} from '@inkshelf/contracts';
import { cn } from './ui/cn.ts';

const SHORT: Record<ContentRating, string> = { everyone: 'Everyone', teen: 'Teen 13+', mature: 'Mature 18+' };

// Fixed colours for Teen: the theme's warning colour is a light yellow in dark mode, too pale under white text.
const TONE: Record<ContentRating, string> = {
  everyone: 'bg-background/90 text-foreground',
  teen: 'bg-amber-800 text-white',
  mature: 'bg-destructive text-destructive-foreground',
};

export function ContentRatingBadge({ rating, className }: { rating: ContentRating; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm',
        TONE[rating],
        className,
      )}
    >
      <span className="sr-only">Content rating: {CONTENT_RATING_LABELS[rating]}</span>
      <span aria-hidden="true">{SHORT[rating]}</span>
    </span>
  );
}

/** The rating and, when the author gave any, the content warnings, as the novel page shows them. */
export function ContentNotes({ rating, warnings }: { rating: ContentRating; warnings: readonly ContentWarning[] }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <ContentRatingBadge rating={rating} />
      {warnings.length > 0 && (
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">Content warnings:</span>{' '}
          {warnings.map((warning) => CONTENT_WARNING_LABELS[warning]).join(', ')}
        </p>
      )}
    </div>
  );
}
