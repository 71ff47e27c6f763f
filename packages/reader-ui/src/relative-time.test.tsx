/** Tests of the relative-time forms (spec section 8) with a fixed clock. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime, RelativeTime } from './relative-time.tsx';

const NOW = new Date('2025-05-20T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('says Just now under a minute, lowercase when asked, and for future times', () => {
    expect(formatRelativeTime(ago(30_000))).toBe('Just now');
    expect(formatRelativeTime(ago(30_000), { lowercase: true })).toBe('just now');
    expect(formatRelativeTime(ago(-5 * MIN))).toBe('Just now');
  });

  it('counts minutes and hours with singular forms', () => {
    expect(formatRelativeTime(ago(MIN))).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * MIN))).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(HOUR))).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MIN))).toBe('23 hours ago');
  });

  it('says yesterday, then N days ago', () => {
    expect(formatRelativeTime(ago(DAY))).toBe('yesterday');
    expect(formatRelativeTime(ago(2 * DAY))).toBe('2 days ago');
    expect(formatRelativeTime(ago(45 * DAY))).toBe('45 days ago');
  });

  it('shows the date after more than 30 days in the dated variant', () => {
    expect(formatRelativeTime(ago(30 * DAY), { absoluteAfterDays: 30 })).toBe('30 days ago');
    expect(formatRelativeTime('2025-04-01T12:00:00.000Z', { absoluteAfterDays: 30 })).toBe('April 1, 2025');
  });

  it('says Recently for invalid or missing dates', () => {
    expect(formatRelativeTime('not a date')).toBe('Recently');
    expect(formatRelativeTime(null)).toBe('Recently');
    expect(formatRelativeTime(undefined)).toBe('Recently');
  });

  it('accepts an explicit now', () => {
    expect(formatRelativeTime('2020-01-01T00:00:00Z', { now: '2020-01-01T03:00:00Z' })).toBe('3 hours ago');
  });
});

describe('<RelativeTime>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('renders a time element with dateTime and a full-date title', () => {
    render(<RelativeTime date={ago(5 * MIN)} />);
    const time = screen.getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', ago(5 * MIN));
    expect(time.getAttribute('title')).toMatch(/May 20, 2025/);
  });

  it('renders Recently without a time element for an invalid date', () => {
    render(<RelativeTime date="garbage" />);
    expect(screen.getByText('Recently').tagName).toBe('SPAN');
  });

  it('ages once a minute', () => {
    render(<RelativeTime date={ago(0)} />);
    expect(screen.getByText('Just now')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2 * MIN);
    });
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
  });
});
