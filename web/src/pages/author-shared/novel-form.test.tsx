/**
 * Novel forms: the request body (ticked genres, tags, the cover only when changed), the completion status choice,
 * content warnings, the cover checks (2MB, image types) and the 'File too large' toast. Genres and tags themselves:
 * novel-taxonomy.test.tsx.
 */
import { LIMITS, type NovelEditForm } from '@inkshelf/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@inkshelf/api-client';
import { App } from '../../app.tsx';
import { CoverField } from './cover-field.tsx';
import { coverFileProblem } from './cover.ts';
import { toNovelBody } from './novel-body.ts';
import { NovelForm } from './novel-form.tsx';
import { clientWithGenres } from './test-support.tsx';

const form: NovelEditForm = {
  title: '  The Lamplighter ',
  description: ' A lamplighter finds a door that was not there. ',
  genres: ['Fantasy', 'Mystery'],
  tags: ['Found Family'],
  status: 'draft',
  contentRating: 'teen',
  contentWarnings: ['profanity'],
  completionStatus: 'completed',
  coverImage: null,
};

describe('request body', () => {
  it('builds the body with the pressed button status, the ticked genres and the tags', () => {
    expect(toNovelBody(form, 'published')).toEqual({
      title: 'The Lamplighter',
      description: 'A lamplighter finds a door that was not there.',
      genres: ['Fantasy', 'Mystery'],
      tags: ['Found Family'],
      status: 'published',
      contentRating: 'teen',
      contentWarnings: ['profanity'],
      completionStatus: 'completed',
    });
  });

  it('sends the cover only when it changed', () => {
    const stored = '/api/novels/5/cover?v=2';
    expect(toNovelBody({ ...form, coverImage: stored }, 'draft', stored)).not.toHaveProperty('coverImage');
    expect(toNovelBody({ ...form, coverImage: null }, 'draft', stored).coverImage).toBeNull();
    expect(toNovelBody({ ...form, coverImage: 'data:image/jpeg;base64,AA' }, 'draft', stored).coverImage).toBe(
      'data:image/jpeg;base64,AA',
    );
  });
});

describe('completion status', () => {
  const renderForm = (mode: 'create' | 'edit', onSubmit = vi.fn(() => Promise.resolve())) => {
    render(
      <App queryClient={clientWithGenres()}>
        <NovelForm
          defaults={{ ...form, completionStatus: 'ongoing' }}
          mode={mode}
          onSubmit={onSubmit}
          pending={false}
          progress={null}
        />
      </App>,
    );
    return onSubmit;
  };

  it('offers the four statuses on the create form, Ongoing first and chosen', () => {
    renderForm('create');
    const group = screen.getByRole('group', { name: 'Story status' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['ongoing', 'completed', 'hiatus', 'dropped']);
    expect(within(group).getByRole('radio', { name: 'Ongoing' })).toBeChecked();
  });

  it('sends the chosen status from the edit form', async () => {
    const onSubmit = renderForm('edit');
    await userEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [values, status] = onSubmit.mock.calls[0] as unknown as [NovelEditForm, string];
    expect(status).toBe('published');
    expect(toNovelBody(values, status as 'published')).toMatchObject({ completionStatus: 'completed' });
  });
});

describe('content warnings', () => {
  it('offers the fixed list and sends the ticked ones in its order', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <App queryClient={clientWithGenres()}>
        <NovelForm defaults={form} mode="edit" onSubmit={onSubmit} pending={false} progress={null} />
      </App>,
    );
    const group = screen.getByRole('group', { name: 'Content warnings' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(group).getByRole('checkbox', { name: 'Strong language' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Self-harm' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Violence' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Strong language' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const [values] = onSubmit.mock.calls[0] as unknown as [NovelEditForm];
    expect(values.contentWarnings).toEqual(['violence', 'self-harm']);
  });
});

describe('cover checks', () => {
  it('refuses files of 2MB and more, and files that are not JPEG, PNG or WebP', () => {
    expect(coverFileProblem({ size: LIMITS.coverMaxBytes - 1, type: 'image/png' })).toBeNull();
    expect(coverFileProblem({ size: LIMITS.coverMaxBytes, type: 'image/png' })).toBe('tooLarge');
    expect(coverFileProblem({ size: 10, type: 'image/gif' })).toBe('notImage');
    expect(coverFileProblem({ size: 10, type: 'image/webp' })).toBeNull();
  });

  it("shows the 'File too large' toast and keeps the cover", async () => {
    let value: string | null = null;
    render(
      <App queryClient={createQueryClient()}>
        <CoverField value={null} onChange={(cover) => (value = cover)} />
      </App>,
    );
    const input = screen.getByLabelText(/Choose Image/);
    const big = new File([new Uint8Array(LIMITS.coverMaxBytes + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Cover image must be less than 2MB')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Crop cover' })).not.toBeInTheDocument();
    expect(value).toBeNull();
  });
});
