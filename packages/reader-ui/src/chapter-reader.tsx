/**
 * ChapterReader: a chapter's title, body (the chapter's `contentHtml`, or legacy plain text) and author's note,
 * in a column about 66 characters wide, with the reader's font, size, line height and page theme.
 */
import { READER } from '@inkshelf/contracts';
import type { ReactNode } from 'react';
import {
  DEFAULT_LINE_HEIGHT,
  DEFAULT_TEXT_WIDTH,
  textColumnWidth,
  type ReaderPageTheme,
  type ReaderTextWidth,
} from './reader-options.ts';
import { cn } from './ui/cn.ts';
import { fontStack } from './use-reader-settings.ts';

/** Tags of chapter HTML (the sanitiser's allowlist and `<hr>`, a scene break); text with any of them is HTML. */
const ALLOWED_TAG = /<\/?(?:p|br|hr|strong|[biu]|em|h2|h3|blockquote)\b[^>]*>/i;

/** Whether stored content is HTML from the editor (true) or legacy plain text (false). */
export function isHtmlContent(content: string): boolean {
  return ALLOWED_TAG.test(content);
}

/** Legacy plain text split into paragraphs on blank lines; each paragraph keeps its single line breaks. */
export function plainTextParagraphs(content: string): string[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => block.split('\n').map((line) => line.trim()));
}

export interface ChapterReaderProps {
  title: string;
  /** The chapter's `contentHtml`: HTML sanitised by the server (plain text without any tag is split into paragraphs). */
  contentHtml: string;
  authorNote?: string | null;
  fontFamily?: string;
  /** Font size in pixels. */
  fontSize?: number;
  /** Line height of the text, times the font size (default 1.75). */
  lineHeight?: number;
  /** Width of the text column, in characters of the reading font (default medium, about 66). */
  textWidth?: ReaderTextWidth;
  /**
   * Theme of the reading area (`data-page-theme`, whose palette theme.css scopes to it, on its own background);
   * null or absent keeps the surrounding theme and background.
   */
  pageTheme?: ReaderPageTheme | null;
  /** Level of the chapter title heading (default 1). */
  headingLevel?: 1 | 2 | 3;
  /** Shown above the title (e.g. 'Chapter 3'). */
  eyebrow?: ReactNode;
  /** On the article, e.g. padding around the text when a page theme gives it a background of its own. */
  className?: string;
}

const PROSE = cn(
  'max-w-none text-foreground [overflow-wrap:anywhere]',
  '[&_p]:mb-[1em] [&_p:last-child]:mb-0',
  '[&_h2]:mt-[1.5em] [&_h2]:mb-[0.5em] [&_h2]:text-[1.4em] [&_h2]:font-bold [&_h2]:leading-tight',
  '[&_h3]:mt-[1.25em] [&_h3]:mb-[0.5em] [&_h3]:text-[1.2em] [&_h3]:font-semibold [&_h3]:leading-tight',
  '[&_blockquote]:my-[1em] [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-muted-foreground',
  '[&_strong]:font-bold [&_b]:font-bold [&_em]:italic [&_i]:italic [&_u]:underline',
  // A scene break (<hr>): no rule, a centred '* * *' in the muted text colour of the theme, with room around it.
  '[&_hr]:my-[1.5em] [&_hr]:h-auto [&_hr]:overflow-visible [&_hr]:border-0 [&_hr]:bg-transparent',
  '[&_hr]:text-center [&_hr]:leading-none [&_hr]:text-muted-foreground [&_hr]:[word-spacing:0.5em]',
  "[&_hr]:after:content-['*_*_*']",
);

function ChapterBody({ html }: { html: string }) {
  if (isHtmlContent(html)) {
    // The server sanitises contentHtml to the allowlist above, so it is rendered as is.
    return <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className={PROSE}>
      {plainTextParagraphs(html).map((lines, index) => (
        <p key={index}>
          {lines.map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

export function ChapterReader({
  title,
  contentHtml,
  authorNote,
  fontFamily = READER.defaultFont,
  fontSize = READER.fontSize.default,
  lineHeight = DEFAULT_LINE_HEIGHT,
  textWidth = DEFAULT_TEXT_WIDTH,
  pageTheme = null,
  headingLevel = 1,
  eyebrow,
  className,
}: ChapterReaderProps) {
  const Heading = `h${headingLevel}` as const;
  const note = authorNote?.trim();
  const font = { fontFamily: fontStack(fontFamily), fontSize: `${fontSize}px` };
  return (
    <article
      data-page-theme={pageTheme ?? undefined}
      className={cn('text-foreground', pageTheme && 'bg-background', className)}
    >
      {/* The column carries the reading font too: its `ch` width is measured in that font at that size. */}
      <div data-testid="chapter-column" className="mx-auto" style={{ ...font, maxWidth: textColumnWidth(textWidth) }}>
        <header className="mb-6 font-sans">
          {eyebrow && <p className="mb-1 text-sm text-muted-foreground">{eyebrow}</p>}
          <Heading className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</Heading>
        </header>
        <div data-testid="chapter-content" style={{ ...font, lineHeight }}>
          <ChapterBody html={contentHtml} />
        </div>
        {note && (
          <aside
            aria-label="Author's note"
            className="mt-10 rounded-lg border border-border bg-muted p-4 font-sans text-sm"
          >
            <h2 className="mb-2 font-semibold">Author&apos;s Note</h2>
            <p className="whitespace-pre-line text-muted-foreground">{note}</p>
          </aside>
        )}
      </div>
    </article>
  );
}
