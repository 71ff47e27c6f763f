/** What the paste cleaner does with each element: drop, block, boundary, cell or inline, and which marks it sets. */
import { DROPPED_WITH_CONTENT } from '@inkshelf/contracts';
import type { MarkName, TextBlockTag } from '@inkshelf/chapter-text/model';

/** Elements dropped together with their content: code, styles, media, form widgets, Office drawing markup. */
const DROPPED = new Set([
  // Everything the server drops with its content, and more that a paste can carry.
  ...DROPPED_WITH_CONTENT,
  'datalist',
  'button',
  'input',
  'meta',
  'link',
  'base',
  'img',
  'picture',
  'video',
  'audio',
  'canvas',
  'map',
  // Word: <o:p> only holds the &nbsp; of an empty paragraph; VML (v:shape, v:imagedata) is drawings.
  'o:p',
]);

/** Block elements and the text block each becomes (lists, cells' rows and plain containers become paragraphs). */
const TEXT_BLOCKS: Record<string, TextBlockTag> = {
  p: 'p',
  div: 'p',
  section: 'p',
  article: 'p',
  header: 'p',
  footer: 'p',
  aside: 'p',
  main: 'p',
  nav: 'p',
  address: 'p',
  center: 'p',
  pre: 'p',
  li: 'p',
  dt: 'p',
  dd: 'p',
  tr: 'p',
  caption: 'p',
  figure: 'p',
  figcaption: 'p',
  details: 'p',
  summary: 'p',
  h1: 'h2',
  h2: 'h2',
  h3: 'h3',
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
};

/** Elements that only separate blocks: their content goes on in new blocks of the enclosing type. */
const BOUNDARIES = new Set(['html', 'body', 'ul', 'ol', 'dl', 'menu', 'table', 'thead', 'tbody', 'tfoot']);

/** Word's paragraph styles that mean a heading or a quotation rather than body text. */
const WORD_CLASSES: Record<string, TextBlockTag | 'blockquote'> = {
  msotitle: 'h2',
  msosubtitle: 'h3',
  msoquote: 'blockquote',
  msointensequote: 'blockquote',
};

export type ElementRule =
  | { kind: 'drop' }
  | { kind: 'block'; tag: TextBlockTag }
  | { kind: 'quote' }
  | { kind: 'boundary' }
  | { kind: 'cell' }
  | { kind: 'break' }
  | { kind: 'rule' }
  | { kind: 'inline' };

/** The declarations of an inline style attribute, names and values lower-cased. */
export function readStyle(style: string | null): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of (style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim()
      .toLowerCase();
    if (name !== '') declarations.set(name, value);
  }
  return declarations;
}

/** Hidden in the source document (CSS, Word's mso-hide, the hidden attribute): not pasted. */
function isHidden(element: Element, style: Map<string, string>): boolean {
  return (
    element.hasAttribute('hidden') ||
    style.get('display') === 'none' ||
    style.get('visibility') === 'hidden' ||
    style.get('mso-hide') === 'all' ||
    // Word's list numbers and bullets: the list becomes paragraphs, so its markers go.
    style.get('mso-list') === 'ignore'
  );
}

export function ruleFor(element: Element, style: Map<string, string>): ElementRule {
  const name = element.localName.toLowerCase();
  if (DROPPED.has(name) || name.startsWith('v:') || isHidden(element, style)) return { kind: 'drop' };
  if (name === 'br') return { kind: 'break' };
  if (name === 'hr') return { kind: 'rule' };
  if (name === 'td' || name === 'th') return { kind: 'cell' };
  if (name === 'blockquote') return { kind: 'quote' };
  const wordStyle = WORD_CLASSES[element.getAttribute('class')?.trim().toLowerCase() ?? ''];
  if (wordStyle !== undefined && (name === 'p' || name === 'div')) {
    return wordStyle === 'blockquote' ? { kind: 'quote' } : { kind: 'block', tag: wordStyle };
  }
  const tag = TEXT_BLOCKS[name];
  if (tag !== undefined) return { kind: 'block', tag };
  if (BOUNDARIES.has(name)) return { kind: 'boundary' };
  return { kind: 'inline' };
}

const TAG_MARKS: Record<string, MarkName> = { b: 'bold', strong: 'bold', i: 'italic', em: 'italic', u: 'underline' };

/** What a style value says about a mark: true sets it, false clears it, undefined leaves it as inherited. */
function fontWeightIsBold(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'bold' || value === 'bolder') return true;
  if (value === 'normal' || value === 'lighter') return false;
  const weight = Number.parseInt(value, 10);
  return Number.isNaN(weight) ? undefined : weight >= 600;
}

function fontStyleIsItalic(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (/^(?:italic|oblique)/.test(value)) return true;
  return value === 'normal' ? false : undefined;
}

function decorationIsUnderline(value: string | undefined, inLink: boolean): boolean | undefined {
  if (value === undefined) return undefined;
  if (value.includes('underline')) return inLink ? undefined : true;
  return value === 'none' ? false : undefined;
}

/**
 * The marks inside `element`: tags set theirs, then inline styles set or clear each, because Word and Google Docs mark
 * with styles (Docs wraps a whole paste in `<b style="font-weight:normal">`). An underline style inside a link is the
 * link's look, not the author's emphasis, so it is ignored.
 */
export function marksFor(
  element: Element,
  style: Map<string, string>,
  inherited: ReadonlySet<MarkName>,
  inLink: boolean,
): Set<MarkName> {
  const marks = new Set(inherited);
  const fromTag = TAG_MARKS[element.localName.toLowerCase()];
  if (fromTag !== undefined) marks.add(fromTag);
  const apply = (mark: MarkName, on: boolean | undefined) => {
    if (on === true) marks.add(mark);
    else if (on === false) marks.delete(mark);
  };
  apply('bold', fontWeightIsBold(style.get('font-weight')));
  apply('italic', fontStyleIsItalic(style.get('font-style')));
  apply('underline', decorationIsUnderline(style.get('text-decoration-line') ?? style.get('text-decoration'), inLink));
  return marks;
}
