/** Tests of ChapterReader: HTML and plain-text bodies, author's note, fonts. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChapterReader, isHtmlContent, plainTextParagraphs } from './chapter-reader.tsx';

describe('ChapterReader', () => {
  it('renders the title and stored HTML', () => {
    const { container } = render(
      <ChapterReader
        title="The Lighthouse"
        content="<p>First <strong>bold</strong> line.</p><h2>Part two</h2><blockquote>Quoted</blockquote>"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The Lighthouse' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(screen.getByRole('heading', { level: 2, name: 'Part two' })).toBeInTheDocument();
    expect(container.querySelector('blockquote')).toHaveTextContent('Quoted');
  });

  it('splits legacy plain text into paragraphs on blank lines', () => {
    const { container } = render(
      <ChapterReader title="Old" content={'First paragraph.\n\nSecond one,\nwith a line break.\r\n\r\n\r\nThird.'} />,
    );
    const paragraphs = container.querySelectorAll('[data-testid="chapter-content"] p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'First paragraph.',
      'Second one,with a line break.',
      'Third.',
    ]);
    expect(paragraphs[1]?.querySelectorAll('br')).toHaveLength(1);
  });

  it('does not interpret markup-like plain text as HTML', () => {
    const { container } = render(<ChapterReader title="T" content={'a < b and <script>x</script>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('a < b and <script>x</script>')).toBeInTheDocument();
  });

  it("shows the author's note only when present", () => {
    const { rerender } = render(<ChapterReader title="T" content="x" authorNote="Thanks for reading!" />);
    expect(screen.getByRole('complementary', { name: "Author's note" })).toHaveTextContent('Thanks for reading!');
    rerender(<ChapterReader title="T" content="x" authorNote="   " />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('applies font family and size, defaulting to Georgia 18px', () => {
    const { rerender } = render(<ChapterReader title="T" content="x" />);
    const body = screen.getByTestId('chapter-content');
    expect(body.style.fontFamily).toBe('Georgia, serif');
    expect(body.style.fontSize).toBe('18px');
    rerender(<ChapterReader title="T" content="x" fontFamily="Times New Roman" fontSize={22} />);
    expect(body.style.fontFamily).toMatch(/^"?Times New Roman"?, serif$/);
    expect(body.style.fontSize).toBe('22px');
  });
});

describe('content helpers', () => {
  it('detects allowlisted tags only', () => {
    expect(isHtmlContent('<p>x</p>')).toBe(true);
    expect(isHtmlContent('line<br>break')).toBe(true);
    expect(isHtmlContent('<em>x</em>')).toBe(true);
    expect(isHtmlContent('x < y > z')).toBe(false);
    expect(isHtmlContent('<pre>x</pre>')).toBe(false);
  });

  it('drops empty blocks', () => {
    expect(plainTextParagraphs('\n\n  \n\nOnly\n\n')).toEqual([['Only']]);
  });
});
