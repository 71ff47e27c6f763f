/** Tests of ReviewForm: prefill, wording, default rating, validation, pending state and toasts. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotifyProvider } from './notify.tsx';
import { ReviewForm, type ReviewFormProps } from './review-form.tsx';

function renderForm(props: Partial<ReviewFormProps> = {}) {
  const notify = vi.fn();
  const onSubmit = props.onSubmit ?? vi.fn(() => Promise.resolve());
  const view = render(
    <NotifyProvider notify={notify}>
      <ReviewForm onSubmit={onSubmit} {...props} />
    </NotifyProvider>,
  );
  return { notify, onSubmit, ...view };
}

describe('ReviewForm', () => {
  it("says 'Write a Review' and defaults to 5 stars", async () => {
    renderForm();
    const toggle = screen.getByRole('button', { name: 'Write a Review' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName('5 stars');
    expect(screen.getByLabelText('Your review')).toHaveValue('');
  });

  it("says 'Edit Your Review' and prefills an existing review, even one that arrives later", async () => {
    const { rerender, notify, onSubmit } = renderForm({ existingReview: null });
    rerender(
      <NotifyProvider notify={notify}>
        <ReviewForm onSubmit={onSubmit} existingReview={{ content: 'Loved it', rating: 3 }} />
      </NotifyProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Your Review' }));
    expect(screen.getByLabelText('Your review')).toHaveValue('Loved it');
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName('3 stars');
  });

  it('refuses blank content with the contracts message', async () => {
    const { onSubmit } = renderForm({ defaultOpen: true });
    await userEvent.type(screen.getByLabelText('Your review'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Review cannot be empty');
    expect(screen.getByLabelText('Your review')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed content and rating, then toasts and closes', async () => {
    const { onSubmit, notify } = renderForm({ defaultOpen: true });
    await userEvent.type(screen.getByLabelText('Your review'), '  Great pacing  ');
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(onSubmit).toHaveBeenCalledWith({ content: 'Great pacing', rating: 4 });
    expect(notify).toHaveBeenCalledWith({
      title: 'Review submitted',
      description: 'Thank you for sharing your thoughts!',
    });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("toasts 'Review updated' when editing, and shows the server error on failure", async () => {
    const onSubmit = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('500: Boom'));
    const { notify } = renderForm({ existingReview: { content: 'Fine', rating: 2 }, onSubmit, defaultOpen: true });
    await userEvent.click(screen.getByRole('button', { name: 'Update Review' }));
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Review updated' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Your Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Review' }));
    expect(notify).toHaveBeenLastCalledWith({ title: 'Error', description: '500: Boom', variant: 'destructive' });
    expect(screen.getByRole('form')).toBeInTheDocument();
  });

  it("reads 'Submitting...' while pending", async () => {
    let resolve!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    renderForm({ onSubmit, defaultOpen: true });
    await userEvent.type(screen.getByLabelText('Your review'), 'Nice');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    resolve();
    expect(await screen.findByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
  });
});
