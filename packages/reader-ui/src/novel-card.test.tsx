/** Tests of NovelCard: lazy cover with a 50px margin, placeholder, view badge, facts line, genre overflow per width. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NovelCard, type NovelCardData } from './novel-card.tsx';
import { LinkProvider } from './ui/link.tsx';

const novel: NovelCardData = {
  title: 'Tides & Stars',
  authorName: 'mira',
  coverImage: '/covers/1.jpg',
  genres: ['Fantasy', 'Romance', 'Adventure', 'Mystery', 'Drama'],
  description: 'A sailor charts the night sky.',
  viewCount: 1234,
};

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function mockWidth(mobile: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: mobile && query === '(max-width: 767px)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('NovelCard', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows title, author, synopsis and links to /novels/{encoded title}', () => {
    render(<NovelCard novel={novel} />);
    const link = screen.getByRole('link', { name: 'Tides & Stars' });
    expect(link).toHaveAttribute('href', '/novels/Tides%20%26%20Stars');
    expect(screen.getByRole('heading', { level: 3, name: 'Tides & Stars' })).toBeInTheDocument();
    expect(screen.getByText('by mira')).toBeInTheDocument();
    expect(screen.getByText('A sailor charts the night sky.')).toHaveClass('line-clamp-3');
  });

  it('uses the renderLink from props or the provider', () => {
    const renderLink = vi.fn(({ to, children }: { to: string; children: React.ReactNode }) => (
      <a href={`#${to}`}>{children}</a>
    ));
    render(
      <LinkProvider renderLink={renderLink}>
        <NovelCard novel={novel} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '#/novels/Tides%20%26%20Stars');
  });

  it('loads the cover only near the viewport, observing with a 50px margin', () => {
    const { container } = render(<NovelCard novel={novel} />);
    expect(container.querySelector('img')).toBeNull();
    const observer = FakeObserver.instances.at(-1);
    expect(observer?.options.rootMargin).toBe('50px');
    act(() => observer?.enter());
    const img = screen.getByRole('img', { name: 'Cover of Tides & Stars' });
    expect(img).toHaveAttribute('src', '/covers/1.jpg');
    expect(observer?.disconnected).toBe(true);
    fireEvent.load(img);
    expect(img).not.toHaveClass('opacity-0');
  });

  it('shows the placeholder icon without a cover, and when the cover fails', () => {
    const { container, rerender } = render(<NovelCard novel={{ ...novel, coverImage: null }} />);
    expect(container.querySelector('svg.lucide-book-open')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    rerender(<NovelCard novel={novel} />);
    act(() => FakeObserver.instances.at(-1)?.enter());
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.lucide-book-open')).not.toBeNull();
  });

  it('shows the view badge only above 0', () => {
    const { rerender } = render(<NovelCard novel={novel} />);
    expect(screen.getByText('1,234 views')).toBeInTheDocument();
    rerender(<NovelCard novel={{ ...novel, viewCount: 0 }} />);
    expect(screen.queryByText(/views?$/)).toBeNull();
  });

  it("shows the novel's facts: published chapters, words and the completion status badge", () => {
    const { rerender } = render(
      <NovelCard novel={{ ...novel, chapterCount: 12, wordCount: 48210, completionStatus: 'completed' }} />,
    );
    expect(screen.getByTestId('novel-facts')).toHaveTextContent('12 chapters · 48,210 words · Completed');
    expect(screen.getByText('Completed')).toHaveAttribute('data-status', 'completed');
    rerender(<NovelCard novel={{ ...novel, chapterCount: 1, wordCount: 1, completionStatus: 'hiatus' }} />);
    expect(screen.getByTestId('novel-facts')).toHaveTextContent('1 chapter · 1 word · On hiatus');
    rerender(<NovelCard novel={novel} />);
    expect(screen.queryByTestId('novel-facts')).toBeNull();
  });

  it('shows 3 genres then +N more on desktop', () => {
    mockWidth(false);
    render(<NovelCard novel={novel} />);
    const items = within(screen.getByRole('list', { name: 'Genres' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Fantasy', 'Romance', 'Adventure', '+2 more']);
  });

  it('shows 2 genres then +N more on mobile (below 768px)', () => {
    mockWidth(true);
    render(<NovelCard novel={novel} />);
    const items = within(screen.getByRole('list', { name: 'Genres' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Fantasy', 'Romance', '+3 more']);
  });

  it('has no overflow marker when every genre fits', () => {
    mockWidth(true);
    render(<NovelCard novel={{ ...novel, genres: ['Horror', 'Comedy'] }} />);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('loads immediately where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<NovelCard novel={novel} />);
    expect(screen.getByRole('img', { name: 'Cover of Tides & Stars' })).toBeInTheDocument();
  });
});
