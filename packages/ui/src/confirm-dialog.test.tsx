/** The confirmation dialog: named and described, Escape and Cancel leave, confirm waits, focus goes back. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

type Handlers = Pick<ConfirmDialogProps, 'onConfirm' | 'onCancel' | 'pending'>;

function Harness({ onConfirm, onCancel, pending }: Handlers) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete novel
      </button>
      <ConfirmDialog
        open={open}
        title="Delete novel"
        subject="The Long Road"
        description="Its chapters and comments go too."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={pending}
        onConfirm={onConfirm}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog(handlers: Handlers) {
  render(<Harness {...handlers} />);
  const opener = screen.getByRole('button', { name: 'Delete novel' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('alertdialog') };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its text, focus on Cancel', async () => {
    const { dialog } = await openDialog({ onConfirm: vi.fn(), onCancel: vi.fn() });
    expect(dialog).toHaveAccessibleName('Delete novel');
    expect(dialog).toHaveAccessibleDescription('Its chapters and comments go too.');
    expect(dialog).toHaveTextContent('The Long Road');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('leaves on Escape and gives focus back to the opener', async () => {
    const onCancel = vi.fn();
    const { opener } = await openDialog({ onConfirm: vi.fn(), onCancel });
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    await openDialog({ onConfirm: vi.fn(), onCancel: vi.fn() });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms without closing: the caller closes when its call answers', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await openDialog({ onConfirm, onCancel });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('while pending shows the pending label and ignores Escape', async () => {
    const onCancel = vi.fn();
    await openDialog({ onConfirm: vi.fn(), onCancel, pending: true });
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
