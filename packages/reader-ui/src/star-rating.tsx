/** StarRating: a 1-5 star picker (keyboard radio group) and a read-only display with rounded stars. */
import { LIMITS } from '@inkshelf/contracts';
import { Star } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from './ui/cn.ts';

const STARS = Array.from({ length: LIMITS.ratingMax }, (_, index) => index + 1);
const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const;

const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** The whole number of filled stars for a rating (average '3.6' -> 4), 0 when missing. */
export function roundedStars(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return 0;
  return Math.min(LIMITS.ratingMax, Math.max(0, Math.round(number)));
}

function StarIcon({ filled, size }: { filled: boolean; size: keyof typeof SIZES }) {
  return (
    <Star
      aria-hidden="true"
      className={cn(SIZES[size], filled ? 'fill-warning text-warning' : 'fill-transparent text-muted-foreground')}
    />
  );
}

export interface StarRatingDisplayProps {
  value: number | string | null | undefined;
  size?: keyof typeof SIZES;
  className?: string;
}

/** Read-only stars: the rating rounded to whole stars, announced as 'Rated N out of 5 stars'. */
export function StarRatingDisplay({ value, size = 'sm', className }: StarRatingDisplayProps) {
  const filled = roundedStars(value);
  return (
    <span
      role="img"
      aria-label={`Rated ${filled} out of ${LIMITS.ratingMax} stars`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {STARS.map((n) => (
        <StarIcon key={n} filled={n <= filled} size={size} />
      ))}
    </span>
  );
}

export interface StarRatingProps {
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the group (default 'Rating'). */
  label?: string;
  disabled?: boolean;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * A radio group of 5 stars. Arrow keys move and select (like native radios), Home/End jump to 1 and 5, and
 * only the selected star is in the tab order.
 */
export function StarRating({ value, onChange, label = 'Rating', disabled, size = 'lg', className }: StarRatingProps) {
  const [hover, setHover] = useState<number | null>(null);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = roundedStars(value);
  const shown = hover ?? selected;

  const select = (n: number) => {
    onChange(n);
    refs.current[n - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, n: number) => {
    const moves: Record<string, number> = {
      ArrowRight: n + 1,
      ArrowUp: n + 1,
      ArrowLeft: n - 1,
      ArrowDown: n - 1,
      Home: 1,
      End: LIMITS.ratingMax,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // Wrap around like a native radio group.
    select(((target - 1 + LIMITS.ratingMax) % LIMITS.ratingMax) + 1);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={cn('inline-flex items-center gap-1', className)}
      onMouseLeave={() => setHover(null)}
    >
      {STARS.map((n) => (
        <button
          key={n}
          ref={(element) => {
            refs.current[n - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={n === selected}
          aria-label={starLabel(n)}
          tabIndex={n === (selected || 1) ? 0 : -1}
          disabled={disabled}
          onClick={() => select(n)}
          onKeyDown={(event) => onKeyDown(event, n)}
          onMouseEnter={() => setHover(n)}
          className="rounded-sm p-0.5 transition-transform hover:scale-110 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
        >
          <StarIcon filled={n <= shown} size={size} />
        </button>
      ))}
    </div>
  );
}
