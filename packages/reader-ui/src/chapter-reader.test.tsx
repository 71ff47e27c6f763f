/** Tests of ChapterReader: HTML (contentHtml) and plain-text bodies, scene breaks, author's note, fonts. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChapterReader, isHtmlContent, plainTextParagraphs } from './chapter-reader.tsx';

describe('ChapterReader', () => {
  it('renders the title and stored HTML', () => {
    const { container } = render(
      <ChapterReader
        title="The Lighthouse"
        contentHtml="<p>First <strong>bold</strong> line.</p><h2>Part two</h2><blockquote>Quoted</blockquote>"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The Lighthouse' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(screen.getByRole('heading', { level: 2, name: 'Part two' })).toBeInTheDocument();
    expect(container.querySelector('blockquote')).toHaveTextContent('Quoted');
  });

  it('shows a scene break (<hr>) as a centred, muted ornament instead of a rule', () => {
    render(<ChapterReader title="T" contentHtml="<p>Before the break.</p><hr><p>After the break.</p>" />);
    const body = screen.getByTestId('chapter-content');
    const rule = body.querySelector('hr');
    expect(rule).not.toBeNull();
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Before the break.',
      'After the break.',
    ]);
    // jsdom applies no Tailwind, so the classes that style it are what can be checked here.
    const prose = rule?.parentElement;
    expect(prose?.className).toContain("[&_hr]:after:content-['*_*_*']");
    expect(prose?.className).toContain('[&_hr]:border-0');
    expect(prose?.className).toContain('[&_hr]:text-center');
    expect(prose?.className).toContain('[&_hr]:text-muted-foreground');
  });

  it('splits legacy plain text into paragraphs on blank lines', () => {
    const { container } = render(
      <ChapterReader
        title="Old"
        contentHtml={'First paragraph.\n\nSecond one,\nwith a line break.\r\n\r\n\r\nThird.'}
      />,
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
    const { container } = render(<ChapterReader title="T" contentHtml={'a < b and <script>x</script>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('a < b and <script>x</script>')).toBeInTheDocument();
  });

  it("shows the author's note only when present", () => {
    const { rerender } = render(<ChapterReader title="T" contentHtml="x" authorNote="Thanks for reading!" />);
    expect(screen.getByRole('complementary', { name: "Author's note" })).toHaveTextContent('Thanks for reading!');
    rerender(<ChapterReader title="T" contentHtml="x" authorNote="   " />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('applies font family and size, defaulting to Georgia 18px', () => {
    const { rerender } = render(<ChapterReader title="T" contentHtml="x" />);
    const body = screen.getByTestId('chapter-content');
    expect(body.style.fontFamily).toBe('Georgia, serif');
    expect(body.style.fontSize).toBe('18px');
    rerender(<ChapterReader title="T" contentHtml="x" fontFamily="Times New Roman" fontSize={22} />);
    expect(body.style.fontFamily).toMatch(/^"?Times New Roman"?, serif$/);
    expect(body.style.fontSize).toBe('22px');
  });

  it('sets the text in a centred column about 66 characters wide, in ch of the reading font', () => {
    const { rerender } = render(<ChapterReader title="T" contentHtml="x" authorNote="n" />);
    const column = screen.getByTestId('chapter-column');
    expect(column.style.maxWidth).toBe('52ch');
    expect(column).toHaveClass('mx-auto');
    // `ch` is measured in the column's own font, so it carries the reading font and size as well.
    expect(column.style.fontFamily).toBe('Georgia, serif');
    expect(column.style.fontSize).toBe('18px');
    // The title and the note keep the interface font.
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveClass('font-sans');
    expect(screen.getByRole('complementary')).toHaveClass('font-sans');
    rerender(<ChapterReader title="T" contentHtml="x" textWidth="narrow" fontSize={24} />);
    expect(column.style.maxWidth).toBe('44ch');
    expect(column.style.fontSize).toBe('24px');
    rerender(<ChapterReader title="T" contentHtml="x" textWidth="wide" />);
    expect(column.style.maxWidth).toBe('62ch');
  });

  it('applies the line height, 1.75 by default', () => {
    const { rerender } = render(<ChapterReader title="T" contentHtml="<p>x</p>" />);
    expect(screen.getByTestId('chapter-content').style.lineHeight).toBe('1.75');
    rerender(<ChapterReader title="T" contentHtml="<p>x</p>" lineHeight={2} />);
    expect(screen.getByTestId('chapter-content').style.lineHeight).toBe('2');
  });

  it('keeps the surrounding theme unless given a page theme, which gets its own background', () => {
    const { rerender } = render(<ChapterReader title="T" contentHtml="x" className="p-4" />);
    const article = screen.getByRole('article');
    expect(article).not.toHaveAttribute('data-page-theme');
    expect(article).not.toHaveClass('bg-background');
    expect(article).toHaveClass('p-4');
    for (const theme of ['light', 'sepia', 'dark'] as const) {
      rerender(<ChapterReader title="T" contentHtml="x" className="p-4" pageTheme={theme} />);
      expect(article).toHaveAttribute('data-page-theme', theme);
      expect(article).toHaveClass('bg-background', 'text-foreground', 'p-4');
    }
    rerender(<ChapterReader title="T" contentHtml="x" pageTheme={null} />);
    expect(article).not.toHaveAttribute('data-page-theme');
  });
});

describe('content helpers', () => {
  it('detects allowlisted tags only', () => {
    expect(isHtmlContent('<p>x</p>')).toBe(true);
    expect(isHtmlContent('line<br>break')).toBe(true);
    expect(isHtmlContent('<em>x</em>')).toBe(true);
    expect(isHtmlContent('<hr>')).toBe(true);
    expect(isHtmlContent('x < y > z')).toBe(false);
    expect(isHtmlContent('<pre>x</pre>')).toBe(false);
  });

  it('drops empty blocks', () => {
    expect(plainTextParagraphs('\n\n  \n\nOnly\n\n')).toEqual([['Only']]);
  });
});
