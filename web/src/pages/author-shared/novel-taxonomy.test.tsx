/**
 * The novel form's genres and tags (issue 37): genres ticked from the curated list (one to ten), tags added from the
 * autocomplete or typed (Enter, comma), removed as chips, checked like the server; a refused save shown beside the
 * field it is about.
 */
import { ApiError } from '@inkshelf/api-client';
import { MESSAGES, type NovelEditForm } from '@inkshelf/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { forbidFetch, json, requestUrl } from '../search/test-kit.tsx';
import { NovelForm } from './novel-form.tsx';
import { clientWithGenres } from './test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const form: NovelEditForm = {
  title: 'The Lamplighter',
  description: 'A lamplighter finds a door that was not there.',
  genres: ['Fantasy'],
  tags: [],
  status: 'draft',
  contentRating: 'everyone',
  contentWarnings: [],
  completionStatus: 'ongoing',
  coverImage: null,
};

type Submit = (values: NovelEditForm, status: string) => Promise<void>;

function renderForm(defaults: Partial<NovelEditForm> = {}, onSubmit = vi.fn<Submit>(() => Promise.resolve())) {
  render(
    <App queryClient={clientWithGenres()}>
      <NovelForm defaults={{ ...form, ...defaults }} mode="edit" onSubmit={onSubmit} pending={false} progress={null} />
    </App>,
  );
  return onSubmit;
}

const submitted = (onSubmit: ReturnType<typeof vi.fn<Submit>>) => onSubmit.mock.calls[0]![0];
const tagInput = () => screen.getByRole('combobox', { name: 'Tags' });

/** Answers GET /api/tags?q= with the tags starting with q, like the server. */
function tagServer(tags: { tag: string; count: number }[]) {
  const fetch = forbidFetch();
  fetch.mockImplementation((input) => {
    const url = new URL(requestUrl(input), 'http://x');
    if (url.pathname !== '/api/tags') return Promise.reject(new Error(`Unexpected request: ${url.href}`));
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return Promise.resolve(json(tags.filter((row) => row.tag.toLowerCase().startsWith(q))));
  });
  return fetch;
}

describe('genres', () => {
  it('offers the curated list as checkboxes and sends the ticked ones', async () => {
    const onSubmit = renderForm();
    const group = screen.getByRole('group', { name: 'Genres' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Fantasy', 'Mystery', 'Romance', 'Science Fiction']);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Science Fiction' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(submitted(onSubmit).genres).toEqual(['Fantasy', 'Science Fiction']);
  });

  it('keeps a genre the list no longer has visible and ticked, so it can be unticked', () => {
    renderForm({ genres: ['Wuxia'] });
    expect(screen.getByRole('checkbox', { name: 'Wuxia' })).toBeChecked();
  });

  it('needs one genre', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fantasy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const group = screen.getByRole('group', { name: 'Genres' });
    expect(within(group).getByRole('alert')).toHaveTextContent('Please choose at least one genre');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('tags', () => {
  it('suggests tags as the author types; arrows and Enter take one, a comma ends a typed one', async () => {
    const fetch = tagServer([
      { tag: 'Found Family', count: 12 },
      { tag: 'Fourth Wall', count: 2 },
    ]);
    const onSubmit = renderForm();
    await userEvent.type(tagInput(), 'fo');
    const list = await screen.findByRole('listbox', { name: 'Tag suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Found Family12 novels', 'Fourth Wall2 novels']);
    expect(tagInput()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(tagInput()).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Tags of this novel' })).toHaveTextContent('Found Family');
    expect(tagInput()).toHaveValue('');

    await userEvent.type(tagInput(), 'slow  burn,');
    expect(screen.getByRole('button', { name: 'Remove tag slow burn' })).toBeInTheDocument();
    // Only after a pause is the server asked: once for 'fo', not per key.
    expect(fetch.mock.calls.map(([input]) => requestUrl(input))).toEqual(['/api/tags?limit=10&q=fo']);

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(submitted(onSubmit).tags).toEqual(['Found Family', 'slow burn']);
  });

  it('takes a suggestion by click and does not suggest it again', async () => {
    tagServer([{ tag: 'LitRPG', count: 3 }]);
    renderForm();
    await userEvent.type(tagInput(), 'lit');
    await userEvent.click(await screen.findByRole('option', { name: /LitRPG/ }));
    expect(screen.getByRole('button', { name: 'Remove tag LitRPG' })).toBeInTheDocument();
    await userEvent.type(tagInput(), 'lit');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('removes a chip, refuses a 41-character tag and a 21st tag, and adds typed text on leaving the field', async () => {
    tagServer([]);
    const twenty = Array.from({ length: 20 }, (_, index) => `tag ${index}`);
    const onSubmit = renderForm({ tags: twenty });
    await userEvent.type(tagInput(), 'one more{Enter}');
    expect(screen.getByText(MESSAGES.validation.tooManyTags)).toBeInTheDocument();
    expect(tagInput()).toHaveValue('one more');
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag tag 0' }));
    await userEvent.clear(tagInput());
    await userEvent.type(tagInput(), `${'x'.repeat(41)}{Enter}`);
    expect(screen.getByText(MESSAGES.validation.tagTooLong)).toBeInTheDocument();
    expect(tagInput()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(tagInput());
    await userEvent.type(tagInput(), 'quiet ending');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(submitted(onSubmit).tags).toEqual([...twenty.slice(1), 'quiet ending']);
  });
});

describe('a refused save', () => {
  it("shows the server's unknown-genre message beside the genres", async () => {
    const message = MESSAGES.errors.unknownGenres('Wuxia');
    const body = { message, field: 'genres' };
    const onSubmit = vi.fn<Submit>(() => Promise.reject(new ApiError(400, message, { body })));
    renderForm({ genres: ['Wuxia'] }, onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const group = screen.getByRole('group', { name: 'Genres' });
    await waitFor(() => expect(within(group).getByRole('alert')).toHaveTextContent(message));
  });

  it('shows a message about a named field beside it', async () => {
    const body = { message: 'Each tag must be at most 40 characters', field: 'tags.0' };
    const onSubmit = vi.fn<Submit>(() => Promise.reject(new ApiError(400, body.message, { body })));
    renderForm({ tags: ['long'] }, onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(tagInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(body.message)).toBeInTheDocument();
    expect(tagInput()).toHaveFocus();
  });
});
