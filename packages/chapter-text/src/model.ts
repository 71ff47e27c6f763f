/**
 * The small block/inline model that the editor's serializer, its paste cleaner and the text-format parser all
 * produce, and its canonical HTML: one serializer, so every path writes the same HTML for the same document.
 */

/** The marks the server's allowlist can hold, outermost first: this order is the nesting order on output. */
export const MARKS = ['bold', 'italic', 'underline'] as const;
export type MarkName = (typeof MARKS)[number];

const MARK_TAG: Record<MarkName, string> = { bold: 'strong', italic: 'em', underline: 'u' };

export type TextBlockTag = 'p' | 'h2' | 'h3';

export type Inline =
  { type: 'text'; text: string; marks: readonly MarkName[] } | { type: 'break'; marks: readonly MarkName[] };

/** A text block, a quotation of blocks, or a scene break. */
export type Block =
  { type: TextBlockTag; content: Inline[] } | { type: 'blockquote'; content: Block[] } | { type: 'hr' };

/** Escapes text the way sanitize-html writes it back (&, < and >; quotes stay as they are in text). */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Whether a text would survive the server's "element without visible text" filter. The server trims with
 * String.prototype.trim, so no-break spaces and other Unicode spaces count as blank too.
 */
export const isVisible = (text: string): boolean => text.trim() !== '';

/** Marks in canonical (nesting) order, without duplicates or unknown names. */
export function sortMarks(marks: Iterable<MarkName>): MarkName[] {
  const set = new Set(marks);
  return MARKS.filter((mark) => set.has(mark));
}

/**
 * Inline content as HTML: nested strong/em/u, `<br />` as sanitize-html writes it, escaped text. A mark opens only
 * around visible text, because the server drops elements without visible text along with their content: `<strong>
 * </strong>` would lose its space.
 */
export function serializeInlines(content: readonly Inline[]): string {
  let html = '';
  const open: MarkName[] = [];
  for (const item of content) {
    const wanted = sortMarks(item.marks);
    let keep = 0;
    while (keep < open.length && keep < wanted.length && open[keep] === wanted[keep]) keep++;
    while (open.length > keep) html += `</${MARK_TAG[open.pop()!]}>`;
    if (item.type === 'break') {
      html += '<br />';
      continue;
    }
    if (isVisible(item.text)) {
      for (const mark of wanted.slice(keep)) {
        html += `<${MARK_TAG[mark]}>`;
        open.push(mark);
      }
    }
    html += escapeText(item.text);
  }
  while (open.length > 0) html += `</${MARK_TAG[open.pop()!]}>`;
  return html;
}

/** HTML's own whitespace (not the no-break space, which is text). */
const HTML_SPACE = /[ \t\n\r\f]+/g;

/** Removes trailing collapsible spaces and, when `breaks`, trailing line breaks too. */
function trimEnd(content: Inline[], breaks: boolean): void {
  for (let last = content.at(-1); last !== undefined; last = content.at(-1)) {
    if (last.type === 'break') {
      if (!breaks) return;
      content.pop();
      continue;
    }
    const text = last.text.replace(/(?<! ) +$/, '');
    if (text !== '') {
      content[content.length - 1] = { ...last, text };
      return;
    }
    content.pop();
  }
}

/**
 * Inline content as a reader sees it: runs of HTML whitespace are one space, none at the start or end of a line,
 * and no line breaks at the end of a block (a browser shows none there). Loading the result into the editor and
 * serialising it again gives the same content.
 */
export function collapseWhitespace(content: readonly Inline[]): Inline[] {
  const result: Inline[] = [];
  let afterSpace = true;
  for (const item of content) {
    if (item.type === 'break') {
      trimEnd(result, false);
      result.push(item);
      afterSpace = true;
      continue;
    }
    let text = item.text.replace(HTML_SPACE, ' ');
    if (afterSpace && text.startsWith(' ')) text = text.slice(1);
    if (text === '') continue;
    result.push(text === item.text ? item : { ...item, text });
    afterSpace = text.endsWith(' ');
  }
  trimEnd(result, true);
  return result;
}

/** Whether a block shows any text (a scene break shows none). */
function hasVisibleText(block: Block): boolean {
  if (block.type === 'hr') return false;
  if (block.type === 'blockquote') return block.content.some(hasVisibleText);
  return block.content.some((item) => item.type === 'text' && isVisible(item.text));
}

/** One block as HTML; blocks without visible text (and quotes left empty) give '' as the server would. */
export function serializeBlock(block: Block): string {
  if (block.type === 'hr') return '<hr />';
  if (block.type === 'blockquote') {
    // A quote needs visible text somewhere inside: one holding only scene breaks is left out, as the server does.
    if (!hasVisibleText(block)) return '';
    return `<blockquote>${block.content.map(serializeBlock).join('')}</blockquote>`;
  }
  if (!hasVisibleText(block)) return '';
  return `<${block.type}>${serializeInlines(collapseWhitespace(block.content))}</${block.type}>`;
}

/** Blocks as the canonical HTML: what the server's sanitizer keeps unchanged. */
export function serializeBlocks(blocks: readonly Block[]): string {
  return blocks.map(serializeBlock).join('');
}
