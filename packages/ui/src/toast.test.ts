/** Toast store: one toast at a time, dismissal keeps it for the exit animation, removal after the spec's delay. */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToastStore } from './toast.ts';

const toasts = () => useToastStore.getState().toasts;

describe('toast store', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));
  afterEach(() => vi.useRealTimers());

  it('shows at most one toast: a new one replaces the current one', () => {
    toast({ title: 'Novel bookmarked' });
    toast({ title: 'Error', description: '500: Internal server error', variant: 'destructive' });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ title: 'Error', variant: 'destructive', open: true });
  });

  it('dismisses by id, then removes after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'Logged out' });
    act(() => shown.dismiss());
    expect(toasts()).toEqual([expect.objectContaining({ id: shown.id, open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('dismisses everything without an id and ignores unknown ids', () => {
    toast({ title: 'Comment posted' });
    useToastStore.getState().dismiss(-1);
    expect(toasts()[0]?.open).toBe(true);
    useToastStore.getState().dismiss();
    expect(toasts()[0]?.open).toBe(false);
  });

  it('gives every toast a new id', () => {
    const first = toast({ title: 'One' });
    const second = toast({ title: 'Two' });
    expect(second.id).toBeGreaterThan(first.id);
  });
});
