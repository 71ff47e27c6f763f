/**
 * Chapter HTML to the spec's text format, with turndown: `**bold**`, `*italic*`, `__underline__`, `## heading`,
 * `### subheading`, `> quote`, a line `* * *` for a scene break, paragraphs separated by a blank line and a
 * single newline for a line break. Only what the text parser acts on is escaped, so prose stays readable.
 */
import TurndownService from 'turndown';

const service = new TurndownService({
  headingStyle: 'atx',
  hr: '* * *',
  emDelimiter: '*',
  strongDelimiter: '**',
  // A single newline is a line break in this format (the parser runs with breaks on).
  br: '',
  blankReplacement: (_content, node) => ((node as { isBlock?: boolean }).isBlock ? '\n\n' : ''),
});

service.addRule('underline', {
  filter: ['u', 'ins'],
  replacement: (content) => (content.trim() === '' ? content : `__${content}__`),
});

/** A heading's trailing ` ###` would read as its closing sequence: the first of those `#` is escaped. */
function escapeClosingHashes(line: string): string {
  let start = line.length;
  while (start > 0 && line[start - 1] === '#') start--;
  if (start === line.length || (start > 0 && line[start - 1] !== ' ' && line[start - 1] !== '\t')) return line;
  return `${line.slice(0, start)}\\${line.slice(start)}`;
}

/**
 * An ATX heading is one line: a line break inside a heading (which the editor allows) becomes a space, the one
 * thing the text format cannot hold.
 */
service.addRule('heading', {
  filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  replacement: (content, node) => {
    const level = Math.min(Number(node.nodeName.charAt(1)), 3);
    const line = escapeClosingHashes(content.replace(/\\?\n/g, ' ').trim());
    return line === '' ? '' : `\n\n${'#'.repeat(Math.max(level, 2))} ${line}\n\n`;
  },
});

/**
 * A line break after another, or first in its block, would make an empty line (a paragraph split) or vanish; a
 * line holding only a backslash is a hard break in CommonMark, so such breaks survive.
 */
service.addRule('lineBreak', {
  filter: 'br',
  replacement: (_content, node) => {
    const previous = node.previousSibling;
    return previous === null || previous.nodeName === 'BR' ? '\\\n' : '\n';
  },
});

/** Three or more dashes (spaces between allowed) that could read as a thematic break. */
const DASH_RULE = /^([ \t]*)-(?=[ \t]*-[ \t]*-)/;
/** One to six `#` followed by a space or the end: an ATX heading. */
const HEADING_START = /^([ \t]*)(?=#{1,6}(?:[ \t]|$))/;
const QUOTE_START = /^([ \t]*)(?=>)/;

/**
 * Escapes a text node's characters that the parser would read as markup: every backslash, `*` and `_`
 * (emphasis), and at the start of the node (which may be the start of a line) `#`, `>` and a dash rule.
 * Starts of nodes inside a line are escaped too; a needless backslash reads back as nothing.
 */
service.escape = (text: string): string =>
  text
    .replace(/[\\*_]/g, (character) => `\\${character}`)
    .replace(HEADING_START, '$1\\')
    .replace(QUOTE_START, '$1\\')
    .replace(DASH_RULE, '$1\\-');

/** Chapter HTML as the text format (no trailing newline). */
export function htmlToText(html: string): string {
  return service.turndown(html);
}
