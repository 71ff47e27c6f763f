/** Page titles and descriptions: the title pattern, and set-then-restore on <head>. */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageTitle, usePageMeta } from './page-meta.ts';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

function Page({ title, text }: { title: string | null; text?: string | null }) {
  usePageMeta(title, text);
  return null;
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="description"]').forEach((tag) => tag.remove());
});

describe('pageTitle', () => {
  it('puts the product name last', () => {
    expect(pageTitle('Browse Novels')).toBe('Browse Novels - Inkshelf');
    expect(pageTitle('Chapter 3: The Ferry', 'The Salt Road')).toBe('Chapter 3: The Ferry - The Salt Road - Inkshelf');
  });
});

describe('usePageMeta', () => {
  it('sets the title and the existing description tag, and restores both when the page goes', () => {
    const tag = document.createElement('meta');
    tag.name = 'description';
    tag.content = 'Site description';
    document.head.append(tag);
    document.title = 'Inkshelf - Web Novel Platform';

    const view = render(<Page title="Novel Rankings - Inkshelf" text="The best novels." />);
    expect(document.title).toBe('Novel Rankings - Inkshelf');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description()).toBe('The best novels.');

    view.rerender(<Page title="Genres - Inkshelf" text="Every genre." />);
    expect(document.title).toBe('Genres - Inkshelf');
    expect(description()).toBe('Every genre.');

    view.unmount();
    expect(document.title).toBe('Inkshelf - Web Novel Platform');
    expect(description()).toBe('Site description');
  });

  it('leaves both alone while the title is not known yet, and adds a description tag when there is none', () => {
    document.title = 'Before';
    const view = render(<Page title={null} text={null} />);
    expect(document.title).toBe('Before');
    expect(description()).toBeUndefined();
    view.rerender(<Page title="Loaded - Inkshelf" text="Now known." />);
    expect(document.title).toBe('Loaded - Inkshelf');
    expect(description()).toBe('Now known.');
  });
});
