/** The toast viewport: a toast is announced, can be closed, and a new one replaces it. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast, useToastStore } from './toast.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('shows a toast in a labelled notifications region and announces it', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Novel bookmarked', description: 'Find it under Bookmarks.' }));
    const region = screen.getByRole('region', { name: /Notifications/ });
    const item = within(region).getByRole('listitem');
    expect(item).toHaveTextContent('Novel bookmarked');
    expect(item).toHaveTextContent('Find it under Bookmarks.');
    expect(item).toHaveAttribute('data-variant', 'default');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
  });

  it('marks the destructive variant and closes with its labelled button', async () => {
    render(<Toaster viewportClassName="fixed bottom-10" />);
    act(() => void toast({ title: 'Error', description: '500', variant: 'destructive' }));
    expect(screen.getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });
});
