/** Tests of the toast bridge. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotifyProvider, resetNotifyWarningForTests, useNotify, type Notice } from './notify.tsx';

function Trigger({ notice }: { notice: Notice }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(notice)}>
      go
    </button>
  );
}

describe('notify', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetNotifyWarningForTests();
  });

  it('passes notices to the provider function', async () => {
    const notify = vi.fn();
    render(
      <NotifyProvider notify={notify}>
        <Trigger notice={{ title: 'Saved', description: 'Done', variant: 'destructive' }} />
      </NotifyProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(notify).toHaveBeenCalledWith({ title: 'Saved', description: 'Done', variant: 'destructive' });
  });

  it('is a no-op that warns once outside a provider', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Trigger notice={{ title: 'Lost' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
