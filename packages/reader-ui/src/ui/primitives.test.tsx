/** Tests of the shared primitives: Button, Field, Spinner, Skeleton, AvatarInitial, links and useMediaQuery. */
import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvatarInitial, initialOf } from './avatar.tsx';
import { Button, buttonClasses } from './button.tsx';
import { Field } from './field.tsx';
import { authorPath, chapterPath, novelPath } from './link.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';
import { useIsMobile } from './use-media-query.ts';

describe('primitives', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Button defaults to type=button and applies variants', () => {
    render(
      <Button variant="destructive" size="sm">
        Remove
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('bg-destructive', 'h-8');
    expect(buttonClasses('outline', 'md', 'extra')).toContain('border-border');
  });

  it('Field labels its control and links the hint, or the error in its place', () => {
    const { rerender } = render(
      <Field label="Title" hint="3 to 100 characters">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('3 to 100 characters');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <Field label="Title" hint="3 to 100 characters" error="Title is too short">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Title is too short');
    expect(screen.getByRole('alert')).toHaveTextContent('Title is too short');
    expect(screen.queryByText('3 to 100 characters')).toBeNull();

    rerender(
      <Field label="Notes" id="notes">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('id', 'notes');
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute('aria-describedby');
  });

  it('Spinner is a status with a screen-reader label; Skeleton is hidden', () => {
    const { container } = render(
      <>
        <Spinner label="Loading chapter..." />
        <Skeleton className="h-4" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading chapter...');
    expect(container.querySelector('.animate-pulse')).toHaveAttribute('aria-hidden', 'true');
  });

  it('AvatarInitial shows the upper-cased first letter', () => {
    render(<AvatarInitial name="zoë" labelled />);
    expect(screen.getByRole('img', { name: 'zoë' })).toHaveTextContent('Z');
    expect(initialOf('  ')).toBe('?');
    expect(initialOf('😀smile')).toBe('😀');
  });

  it('builds encoded paths', () => {
    expect(novelPath('A/B?')).toBe('/novels/A%2FB%3F');
    expect(chapterPath('My Novel', 3)).toBe('/novels/My%20Novel/chapters/3');
    expect(authorPath('j d')).toBe('/authors/j%20d');
  });

  it('useIsMobile follows matchMedia below 768px and is false without it', () => {
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
    const listeners: (() => void)[] = [];
    let matches = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return matches && query === '(max-width: 767px)';
      },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
    }));
    const { result, rerender } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    matches = true;
    listeners.forEach((listener) => listener());
    rerender();
    expect(result.current).toBe(true);
  });
});
