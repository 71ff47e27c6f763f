/**
 * Tests of NovelCover and LazyImage's frame: the cover fills a 2:3 frame, its lazy frame is positioned once (a
 * frame with both `relative` and `absolute` collapsed to 0 px, issue 16), and the placeholder stands in only
 * without a cover, while it loads, or when it fails.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NovelCover } from './novel-cover.tsx';
import { LazyImage } from './ui/lazy-image.tsx';

const POSITIONS = ['static', 'relative', 'absolute', 'fixed', 'sticky'];
const positionsOf = (element: Element) => [...element.classList].filter((name) => POSITIONS.includes(name));

describe('NovelCover', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the cover in a 2:3 frame, the lazy frame filling it with one position only', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<NovelCover src="/covers/7.jpg" alt="Cover of Neon Saints" className="w-16" />);
    const frame = container.firstElementChild!;
    expect(frame).toHaveClass('aspect-[2/3]', 'w-16', 'overflow-hidden');
    expect(positionsOf(frame)).toEqual(['relative']);
    const image = screen.getByRole('img', { name: 'Cover of Neon Saints' });
    expect(image).toHaveAttribute('src', '/covers/7.jpg');
    expect(positionsOf(image.parentElement!)).toEqual(['absolute']);
    expect(image.parentElement).toHaveClass('inset-0');
  });

  it('shows the placeholder while the cover loads and hides it once loaded', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<NovelCover src="/covers/7.jpg" alt="" placeholderClassName="[&_svg]:size-6" />);
    expect(container.querySelector('svg.lucide-book-open')?.parentElement).toHaveClass('[&_svg]:size-6');
    fireEvent.load(container.querySelector('img')!);
    expect(container.querySelector('svg.lucide-book-open')).toBeNull();
    expect(container.querySelector('img')).not.toHaveClass('opacity-0');
  });

  it('shows only the placeholder without a cover, and draws overlays', () => {
    for (const src of [null, undefined, '']) {
      const { container, unmount } = render(
        <NovelCover src={src} alt="">
          <span>badge</span>
        </NovelCover>,
      );
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('svg.lucide-book-open')).not.toBeNull();
      expect(screen.getByText('badge')).toBeInTheDocument();
      unmount();
    }
  });

  it('falls back to the placeholder when the cover fails', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<NovelCover src="/covers/missing.jpg" alt="" />);
    act(() => {
      fireEvent.error(container.querySelector('img')!);
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.lucide-book-open')).not.toBeNull();
  });
});

describe('LazyImage frame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a positioned box sized by className unless it fills its parent', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { rerender } = render(<LazyImage src="/a.jpg" alt="a" className="size-20" />);
    expect(positionsOf(screen.getByRole('img').parentElement!)).toEqual(['relative']);
    rerender(<LazyImage src="/a.jpg" alt="a" fill />);
    expect(positionsOf(screen.getByRole('img').parentElement!)).toEqual(['absolute']);
  });
});

describe('a priority cover (above the fold, issue 37)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is in the server's HTML at once, eager and at high priority, where a lazy one is not", () => {
    // A browser's render before hydration: the observer exists but has not run.
    vi.stubGlobal('IntersectionObserver', class {});
    const priority = renderToString(<NovelCover src="/covers/1.jpg" alt="Cover of Tide" priority />);
    expect(priority).toMatch(/<img[^>]*src="\/covers\/1\.jpg"/);
    expect(priority).toContain('loading="eager"');
    expect(priority).toContain('fetchPriority="high"');
    expect(priority).not.toContain('opacity-0');
    const lazy = renderToString(<NovelCover src="/covers/1.jpg" alt="Cover of Tide" />);
    expect(lazy).not.toMatch(/<img[^>]*src="\/covers\/1\.jpg"[^>]*loading/);
    expect(lazy).toContain('<noscript>');
  });

  it('shows without the observer, and counts an image loaded before hydration as loaded', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(300);
    const { container } = render(<NovelCover src="/covers/2.jpg" alt="" priority />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/covers/2.jpg');
    // Loaded already: the placeholder is gone although no load event came.
    expect(container.querySelector('svg.lucide-book-open')).toBeNull();
    complete.mockRestore();
    width.mockRestore();
  });
});
