/** Test-only copy of the server's chapter sanitizer: KEEP IN SYNC with server/src/services/sanitizer.ts. */
// Packages may not import server code, so the options are replicated here; the round-trip and paste tests check
// that editor output is a fixed point of exactly these rules. If the server's options change, change them here.
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'h2', 'h3', 'blockquote'];

const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'xmp',
  'plaintext',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'svg',
  'math',
];

const AS_PARAGRAPH = [
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'nav',
  'address',
  'center',
  'pre',
  'li',
  'dt',
  'dd',
  'tr',
  'caption',
  'figure',
  'figcaption',
  'details',
  'summary',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  selfClosing: ['br'],
  transformTags: {
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    ...Object.fromEntries(AS_PARAGRAPH.map((tag) => [tag, 'p'])),
  },
  exclusiveFilter: (frame) => frame.tag !== 'br' && frame.text.trim() === '',
};

const MARKUP = /<[a-zA-Z/!?]/;
const MAX_PASSES = 4;

function clean(html: string): string {
  let current = sanitizeHtml(html, OPTIONS);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const next = sanitizeHtml(current, OPTIONS);
    if (next === current) break;
    current = next;
  }
  return current;
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const unescapeText = (html: string): string =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split('\n')
          .map((line) => escapeText(line.trim()))
          .join('<br />')}</p>`,
    )
    .join('');
}

/** The server's `sanitizeContent`, line for line. */
export function sanitizeContent(input: string): string {
  if (!MARKUP.test(input)) return clean(plainTextToHtml(input));
  const html = clean(input);
  if (MARKUP.test(html)) return html;
  return clean(plainTextToHtml(unescapeText(html)));
}
