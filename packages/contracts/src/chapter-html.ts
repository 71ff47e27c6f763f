/**
 * The rules of chapter HTML, shared by the server's sanitizer and the chapter editor so that what the editor writes
 * is exactly what the server keeps. The HTML library is passed in (the server and the editor's tests use
 * sanitize-html), so this package stays free of it.
 */

/** The only tags chapter content keeps, all without attributes (hr is a scene break). */
export const CHAPTER_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'h2', 'h3', 'blockquote', 'hr'] as const;

/** Elements that are whole without text: a line break and a scene break. */
const EMPTY_ELEMENTS = new Set(['br', 'hr']);

/** Tags whose content goes with them: code, styles, embedded documents, form widgets, foreign markup. */
export const DROPPED_WITH_CONTENT = [
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

/** Block elements that become paragraphs, so that unwrapping them does not glue their texts together. */
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

/** Options in sanitize-html's shape. */
export interface ChapterSanitizeOptions {
  allowedTags: string[];
  allowedAttributes: Record<string, never>;
  allowedSchemes: string[];
  allowProtocolRelative: boolean;
  disallowedTagsMode: 'discard';
  nonTextTags: string[];
  selfClosing: string[];
  transformTags: Record<string, string>;
  exclusiveFilter: (frame: { tag: string; text: string }) => boolean;
}

export const CHAPTER_SANITIZE_OPTIONS: ChapterSanitizeOptions = {
  allowedTags: [...CHAPTER_TAGS],
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  selfClosing: [...EMPTY_ELEMENTS],
  transformTags: {
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    ...Object.fromEntries(AS_PARAGRAPH.map((tag) => [tag, 'p'])),
  },
  // Elements without visible text carry nothing (a <br> alone does not count either): drop them, so that
  // stray end tags and emptied wrappers leave no husks behind. A scene break is whole as it is.
  exclusiveFilter: (frame) => !EMPTY_ELEMENTS.has(frame.tag) && frame.text.trim() === '',
};

/** Markup an HTML parser would act on: a tag, an end tag, a comment, a doctype or a processing instruction. */
const MARKUP = /<[a-z/!?]/i;

/** Whether content is read as HTML (otherwise it is plain text from an older client). */
export const looksLikeHtml = (content: string): boolean => MARKUP.test(content);

export const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Undoes the only escapes sanitize-html writes into text (&amp;, &lt;, &gt;), and &quot; to be safe. */
export const unescapeText = (html: string): string =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Plain text to paragraphs: blank lines separate paragraphs, single newlines become <br />. Escaped. */
export function plainTextToHtml(text: string): string {
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

/** sanitize-html rewrites some malformed nesting on the way out; a few more passes reach a fixed point. */
const MAX_PASSES = 4;

/**
 * The chapter sanitizer over an HTML library with sanitize-html's call shape. `sanitizeContent` keeps only the
 * allowed tags without attributes; anything else is unwrapped (its text kept) or, for scripts, styles, frames,
 * SVG and the like, dropped with its content. Text without markup becomes escaped paragraphs. Idempotent.
 */
export function createChapterSanitizer(sanitize: (html: string, options: ChapterSanitizeOptions) => string) {
  const clean = (html: string): string => {
    let current = sanitize(html, CHAPTER_SANITIZE_OPTIONS);
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const next = sanitize(current, CHAPTER_SANITIZE_OPTIONS);
      if (next === current) break;
      current = next;
    }
    return current;
  };
  return {
    sanitizeContent: (input: string): string => {
      if (!looksLikeHtml(input)) return clean(plainTextToHtml(input));
      const html = clean(input);
      if (looksLikeHtml(html)) return html;
      // Every tag was stripped: what is left is text, which a second pass would read as plain text. Read it as
      // such now, so that sanitizing the result again changes nothing.
      return clean(plainTextToHtml(unescapeText(html)));
    },
    /** The length of the text a reader sees in sanitized content (tags dropped, escapes counted as one). */
    textLength: (sanitized: string): number => unescapeText(sanitized.replace(/<[^<>]*>/g, '')).length,
  };
}
