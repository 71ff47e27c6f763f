/** Relative times of spec section 8 ('Just now', 'N minutes ago', 'yesterday', ...) and the <RelativeTime> element. */
import { RELATIVE_TIME_MESSAGES } from '@inkshelf/contracts';
import { useContext, useSyncExternalStore } from 'react';
import { RenderTimeContext } from './render-time.ts';
import { cn } from './ui/cn.ts';

const T = RELATIVE_TIME_MESSAGES;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type DateInput = string | number | Date | null | undefined;

export interface RelativeTimeOptions {
  /** The moment to compare with (default: now). */
  now?: DateInput;
  /** 'Just now' (default) or 'just now' for use inside a sentence. */
  lowercase?: boolean;
  /** Show the calendar date instead of 'N days ago' beyond this many days (the spec's screen uses 30). */
  absoluteAfterDays?: number;
  /** Locale of calendar dates (default en-US, the product's language). */
  locale?: string;
}

/** A Date from the input, or null when missing or unparseable. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Calendar date, e.g. 'May 20, 2025'. */
export function formatDate(value: DateInput, locale = 'en-US'): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' }) : T.invalid;
}

/** Full date and time for tooltips, e.g. 'Tuesday, May 20, 2025 at 10:00 AM'. */
export function formatFullDate(value: DateInput, locale = 'en-US'): string {
  const date = toDate(value);
  return date ? date.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short' }) : T.invalid;
}

/**
 * 'Just now' under a minute (and for future times, e.g. clock skew), 'N minutes ago', 'N hours ago',
 * 'yesterday', 'N days ago', or the date past `absoluteAfterDays`; 'Recently' when the input is not a date.
 */
export function formatRelativeTime(value: DateInput, options: RelativeTimeOptions = {}): string {
  const date = toDate(value);
  const now = toDate(options.now ?? Date.now());
  if (!date || !now) return T.invalid;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return options.lowercase ? T.justNowLower : T.justNow;
  if (elapsed < HOUR) return T.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return T.hoursAgo(Math.floor(elapsed / HOUR));
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return T.yesterday;
  if (options.absoluteAfterDays !== undefined && days > options.absoluteAfterDays) {
    return formatDate(date, options.locale);
  }
  return T.daysAgo(days);
}

// One shared minute clock for every mounted <RelativeTime>, so labels age without one timer each.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribeToClock(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), MINUTE);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const currentMinute = () => Math.floor(Date.now() / MINUTE);

/** Stands for 'the render time' in the store below (a minute number is never negative). */
const AT_RENDER_TIME = -1;

/**
 * Re-renders the caller once a minute so relative labels keep ageing. Gives the render time during a server
 * render and a hydration (when one is provided), else undefined (now).
 */
function useMinuteClock(): number | undefined {
  const renderTime = useContext(RenderTimeContext);
  const tick = useSyncExternalStore(subscribeToClock, currentMinute, () =>
    renderTime === null ? currentMinute() : AT_RENDER_TIME,
  );
  return tick === AT_RENDER_TIME && renderTime !== null ? renderTime : undefined;
}

export interface RelativeTimeProps extends RelativeTimeOptions {
  date: DateInput;
  className?: string;
}

/** A <time> showing the relative form, with the ISO date as dateTime and the full date as its title. */
export function RelativeTime({ date, now, className, ...options }: RelativeTimeProps) {
  const renderTime = useMinuteClock();
  const parsed = toDate(date);
  const text = formatRelativeTime(date, { ...options, now: now ?? renderTime });
  if (!parsed) return <span className={className}>{text}</span>;
  return (
    <time
      dateTime={parsed.toISOString()}
      title={formatFullDate(parsed, options.locale)}
      className={cn('whitespace-nowrap', className)}
    >
      {text}
    </time>
  );
}
