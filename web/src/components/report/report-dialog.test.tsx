/** The Report dialog: reason and details posted to POST /api/reports, a toast for success and for a refusal. */
import { createQueryClient } from '@inkshelf/api-client';
import { NotifyProvider } from '@inkshelf/reader-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api.ts';
import { forbidFetch, json, requestOf } from '../../pages/search/test-kit.tsx';
import { toast, useToastStore } from '@inkshelf/ui/toast';
import { ReportDialog } from './report-dialog.tsx';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

const toasts = () => useToastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient({ api })}>
      <NotifyProvider notify={toast}>
        <ReportDialog targetType="comment" targetId={7} open onOpenChange={onOpenChange} />
      </NotifyProvider>
    </QueryClientProvider>,
  );
  return onOpenChange;
}

describe('report dialog', () => {
  it('posts the reason and details, then thanks the reader and closes', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(
      json(
        {
          id: 1,
          targetType: 'comment',
          targetId: 7,
          reason: 'harassment',
          details: 'Insults',
          status: 'open',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        201,
      ),
    );
    const onOpenChange = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Report this content' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'harassment');
    await userEvent.type(screen.getByLabelText('Details (optional)'), '  Insults ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(requestOf(fetch.mock.calls[0]!)).toEqual({
      url: '/api/reports',
      method: 'POST',
      body: { targetType: 'comment', targetId: 7, reason: 'harassment', details: 'Insults' },
    });
    expect(toasts()).toEqual([{ title: 'Report sent', description: 'Thank you. A moderator will look at it.' }]);
  });

  it("shows the server's message when the report is refused and stays open", async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(
      json({ message: 'You are sending reports too fast. Please wait a few minutes and try again.' }, 429),
    );
    const onOpenChange = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          title: 'Could not send the report',
          description: '429: You are sending reports too fast. Please wait a few minutes and try again.',
        },
      ]),
    );
    expect(requestOf(fetch.mock.calls[0]!).body).toEqual({ targetType: 'comment', targetId: 7, reason: 'spam' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
