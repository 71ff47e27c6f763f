/**
 * The spec's chapter text format to canonical chapter HTML. markdown-it (CommonMark) parses the text with only
 * the constructs the original editor's toolbar writes switched on; its tokens become the shared block model,
 * whose serializer is the editor's own, so text and the editor give the same HTML for the same chapter.
 */
import MarkdownIt, { type Token } from 'markdown-it';
import { type Block, type Inline, type MarkName, type TextBlockTag, serializeBlocks } from './model.ts';

/**
 * The original product's markup only: paragraphs, `#`-headings, `>` quotes, `* * *`, `**bold**`, `*italic*`,
 * `__underline__`, backslash escapes, single newlines as line breaks. The rest of CommonMark stays plain text, because
 * the original had none of it: `1. ` or `<b>` in a chapter is what the author typed.
 */
const parser = new MarkdownIt('commonmark', { html: false, breaks: true, linkify: false, typographer: false });
parser.disable([
  'code',
  'fence',
  'list',
  'reference',
  'html_block',
  'lheading',
  'backticks',
  'link',
  'image',
  'autolink',
  'html_inline',
  'entity',
]);

/** `#` is h2 like `##` (chapters have no h1); `####` and deeper are h3, as the sanitizer maps them. */
const HEADING: Record<string, TextBlockTag> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h3', h5: 'h3', h6: 'h3' };

/** The mark an emphasis token opens or closes: `__` is underline in this format, `**` bold, `*` and `_` italic. */
function markOf(token: Token): MarkName {
  if (token.type.startsWith('em_')) return 'italic';
  return token.markup === '__' ? 'underline' : 'bold';
}

/** An inline token list as the model's inline content, marks tracked by counting nested openings. */
function inlinesOf(children: readonly Token[]): Inline[] {
  const depth: Record<MarkName, number> = { bold: 0, italic: 0, underline: 0 };
  const active = (): MarkName[] => (Object.keys(depth) as MarkName[]).filter((mark) => depth[mark] > 0);
  const content: Inline[] = [];
  for (const token of children) {
    switch (token.type) {
      case 'text':
        content.push({ type: 'text', text: token.content, marks: active() });
        break;
      case 'softbreak':
      case 'hardbreak':
        content.push({ type: 'break', marks: active() });
        break;
      case 'em_open':
      case 'strong_open':
        depth[markOf(token)]++;
        break;
      case 'em_close':
      case 'strong_close':
        depth[markOf(token)]--;
        break;
      default:
        // Nothing else is switched on; keep any text a future rule might carry rather than lose it.
        if (token.content !== '') content.push({ type: 'text', text: token.content, marks: active() });
    }
  }
  return content;
}

/** Block tokens (from `start`) up to the matching close, as blocks; returns the blocks and the next index. */
function blocksOf(tokens: readonly Token[], start: number, until?: string): [Block[], number] {
  const blocks: Block[] = [];
  let index = start;
  while (index < tokens.length) {
    const token = tokens[index]!;
    if (until !== undefined && token.type === until) return [blocks, index + 1];
    if (token.type === 'blockquote_open') {
      const [content, next] = blocksOf(tokens, index + 1, 'blockquote_close');
      blocks.push({ type: 'blockquote', content });
      index = next;
      continue;
    }
    if (token.type === 'hr') blocks.push({ type: 'hr' });
    if (token.type === 'inline') {
      const opener = tokens[index - 1];
      const type = opener?.type === 'heading_open' ? (HEADING[opener.tag] ?? 'h3') : 'p';
      blocks.push({ type, content: inlinesOf(token.children ?? []) });
    }
    index++;
  }
  return [blocks, index];
}

/** The text format as the block model. */
export function textToBlocks(text: string): Block[] {
  return blocksOf(parser.parse(text, {}), 0)[0];
}

/** The text format as canonical chapter HTML (what the editor writes for the same chapter). */
export function textToHtml(text: string): string {
  return serializeBlocks(textToBlocks(text));
}
