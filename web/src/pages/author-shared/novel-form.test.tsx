/** Novel forms: genre parsing into the request body, the cover checks (2MB, image types) and the 'File too large' toast. */
import { LIMITS, type NovelEditForm } from '@inkshelf/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@inkshelf/api-client';
import { App } from '../../app.tsx';
import { CoverField } from './cover-field.tsx';
import { coverFileProblem } from './cover.ts';
import { parseGenres, toNovelBody } from './novel-body.ts';

const form: NovelEditForm = {
  title: '  The Lamplighter ',
  description: ' A lamplighter finds a door that was not there. ',
  genres: ' Fantasy, , Mystery ,fantasy,',
  status: 'draft',
  contentRating: 'teen',
  coverImage: null,
};

describe('genres', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(parseGenres(' Fantasy, , Mystery ,fantasy,')).toEqual(['Fantasy', 'Mystery']);
    expect(parseGenres(' , ')).toEqual([]);
    expect(parseGenres('Slice of Life')).toEqual(['Slice of Life']);
  });

  it('builds the body with the pressed button status and the parsed genres', () => {
    expect(toNovelBody(form, 'published')).toEqual({
      title: 'The Lamplighter',
      description: 'A lamplighter finds a door that was not there.',
      genres: ['Fantasy', 'Mystery'],
      status: 'published',
      contentRating: 'teen',
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
