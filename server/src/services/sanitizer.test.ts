import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, sanitizeContent, textLength } from './sanitizer.ts';

/** Every tag the output may hold: an allowlisted name, no attributes. */
const ALLOWED_TAG = new RegExp(`<(?:/?(?:${ALLOWED_TAGS.join('|')})|br /|hr /)>`, 'g');

/**
 * The output's safety invariants, shared by the corpus and the properties. 'javascript:' and 'onx=' may survive
 * only as escaped visible text, where the input itself put them in text position (as a browser would parse it:
 * '<script>a</script>" href="javascript:x">' ends the script early and leaves the rest as text), never in a tag.
 */
function expectSafe(output: string): void {
  // Only allowlisted tags without attributes: once they are removed, no '<' is left at all.
  expect(output.replace(ALLOWED_TAG, '')).not.toContain('<');
  expect(output.toLowerCase()).not.toContain('<script');
  expect(output).not.toMatch(/<[^<>]*\son[a-z]*\s*=/i);
  expect(output).not.toMatch(/<[^<>]*javascript:/i);
}

/** For inputs that only carry dangerous strings inside attributes: they must be gone altogether. */
function expectNoDangerousText(output: string): void {
  expect(output.toLowerCase()).not.toContain('javascript:');
  expect(output).not.toMatch(/\son[a-z]*\s*=/i);
  expect(output.toLowerCase()).not.toContain('script');
}

const XSS_CORPUS: [payload: string, expected: string][] = [
  ['<script>alert(1)</script>', ''],
  ['<SCRIPT SRC=//evil.test/x.js></SCRIPT>Text', '<p>Text</p>'],
  ['<p>Hi<script>document.cookie</script> there</p>', '<p>Hi there</p>'],
  ['<<script>script>alert(1)<</script>/script>', '<p>&lt;/script&gt;</p>'],
  ['<scr<script>ipt>alert(1)</script>', '<p>ipt&gt;alert(1)</p>'],
  ['<img src=x onerror=alert(1)>After', '<p>After</p>'],
  ['<p onclick="alert(1)" class="x" style="color:red">Styled</p>', '<p>Styled</p>'],
  ['<b onmouseover=alert(1)>Bold</b>', '<b>Bold</b>'],
  ['<body onload=alert(1)>Body</body>', '<p>Body</p>'],
  ['<a href="javascript:alert(1)">Link</a>', '<p>Link</p>'],
  ['<a href="JaVaScRiPt:alert(1)">Link</a>', '<p>Link</p>'],
  ['<a href="jav&#x09;ascript:alert(1)">Link</a>', '<p>Link</p>'],
  ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Data</a>', '<p>Data</p>'],
  ['<img src="javascript:alert(1)">', ''],
  ['<img src="data:image/svg+xml,<svg onload=alert(1)>">Pic', '<p>Pic</p>'],
  ['<iframe src="javascript:alert(1)"></iframe>Frame', '<p>Frame</p>'],
  ['<iframe srcdoc="<script>alert(1)</script>">inside</iframe>Out', '<p>Out</p>'],
  ['<iframe src="data:text/html,<script>alert(1)</script>">', ''],
  ['<svg onload=alert(1)><circle r="1"/></svg>Svg', '<p>Svg</p>'],
  ['<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>Click</text></a></svg>', ''],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['<style>body { background: url(javascript:alert(1)) }</style><p>Styled away</p>', '<p>Styled away</p>'],
  ['<div style="background-image: url(javascript:alert(1))">Div</div>', '<p>Div</p>'],
  ['<link rel="stylesheet" href="javascript:alert(1)">Linked', '<p>Linked</p>'],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">Meta', '<p>Meta</p>'],
  ['<object data="javascript:alert(1)">fallback</object>Obj', '<p>Obj</p>'],
  ['<embed src="javascript:alert(1)">Emb', '<p>Emb</p>'],
  ['<form action="javascript:alert(1)"><button>Go</button></form>', '<p>Go</p>'],
  ['<input onfocus=alert(1) autofocus>Input', '<p>Input</p>'],
  ['<details open ontoggle=alert(1)>Details</details>', '<p>Details</p>'],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
  ['<textarea><script>alert(1)</script></textarea>Area', '<p>Area</p>'],
  ['<template><script>alert(1)</script></template>Tpl', '<p>Tpl</p>'],
  ['<xmp><script>alert(1)</script></xmp>Xmp', '<p>Xmp</p>'],
  ['<!--<script>alert(1)</script>-->Comment', '<p>Comment</p>'],
  ['<![CDATA[<script>alert(1)</script>]]>Cdata', '<p>Cdata</p>'],
  ['<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
  ['<p>&#60;img src=x onerror=alert(1)&#62;</p>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
  ['<p>Fish &amp; chips &copy; &nbsp;x</p>', '<p>Fish &amp; chips © \u00a0x</p>'],
  ['<b><i>Crossed</b></i>', '<b><i>Crossed</i></b>'],
  ['<p><div><h2>Nested</h2></div></p>', '<h2>Nested</h2>'],
  ['<p>Unclosed <em>emphasis', '<p>Unclosed <em>emphasis</em></p>'],
  ['<p>Broken <a href="javascript:alert(1)"', '<p>Broken </p>'],
  ['<h1 onclick="x()">Big</h1><h4>Small</h4>', '<h2>Big</h2><h3>Small</h3>'],
  ['<div>One</div><div>Two</div>', '<p>One</p><p>Two</p>'],
  ['<ul><li>One</li><li onclick="alert(1)">Two</li></ul>', '<p>One</p><p>Two</p>'],
];

describe('sanitizeContent against XSS payloads', () => {
  it.each(XSS_CORPUS)('%s', (payload, expected) => {
    const output = sanitizeContent(payload);
    expect(output).toBe(expected);
    expectSafe(output);
    expect(output.toLowerCase()).not.toContain('javascript:');
    expect(sanitizeContent(output)).toBe(output);
  });
});

describe('sanitizeContent on allowed markup and plain text', () => {
  it('keeps the allowlisted tags and strips their attributes', () => {
    const html =
      '<h2 id="a">Title</h2><h3>Sub</h3><p>One <strong>two</strong> <b>three</b> <em>four</em> <i>five</i> <u>six</u></p>' +
      '<blockquote class="q">Quote<br>line</blockquote>';
    expect(sanitizeContent(html)).toBe(
      '<h2>Title</h2><h3>Sub</h3><p>One <strong>two</strong> <b>three</b> <em>four</em> <i>five</i> <u>six</u></p>' +
        '<blockquote>Quote<br />line</blockquote>',
    );
  });

  it('drops elements left without text', () => {
    expect(sanitizeContent('<p>Kept</p><p> </p><p><br></p><b></b>')).toBe('<p>Kept</p>');
  });

  it('turns plain text into escaped paragraphs split on blank lines, single newlines into <br>', () => {
    expect(sanitizeContent('First line\nsecond line\n\n  \nNext <3 & "quotes"\r\n\r\nLast')).toBe(
      '<p>First line<br />second line</p><p>Next &lt;3 &amp; "quotes"</p><p>Last</p>',
    );
  });

  it('keeps the word javascript: as inert text when it is prose', () => {
    expect(sanitizeContent('Typing javascript: in a URL bar is dangerous.')).toBe(
      '<p>Typing javascript: in a URL bar is dangerous.</p>',
    );
  });

  it('reads text left after stripping every tag as plain text, so a second pass changes nothing', () => {
    const once = sanitizeContent('<span>Line &amp; one</span>\n\n<span>Line two</span>');
    expect(once).toBe('<p>Line &amp; one</p><p>Line two</p>');
    expect(sanitizeContent(once)).toBe(once);
  });

  it('gives an empty string for blank or tag-only input', () => {
    for (const input of ['', '   \n\n ', '<img src=x>', '<p> </p>', '&nbsp;']) {
      expect(sanitizeContent(input)).toBe(input === '&nbsp;' ? '<p>&amp;nbsp;</p>' : '');
    }
  });
});

describe('textLength', () => {
  it('counts the text a reader sees, an escape as one character', () => {
    expect(textLength('<p>Fish &amp; <b>chips</b></p><p>a&lt;b</p>')).toBe(15);
    expect(textLength('')).toBe(0);
  });
});

const DANGEROUS_ATTRIBUTES = [
  'onclick="alert(1)"',
  'onerror=alert(1)',
  'ONLOAD=alert`1`',
  'onmouseover = "x()"',
  'href="javascript:alert(1)"',
  "src='JAVASCRIPT:alert(1)'",
  'src="data:text/html,<script>alert(1)</script>"',
  'style="background:url(javascript:alert(1))"',
  'xlink:href="javascript:alert(1)"',
  'class="x"',
  'title="a > b"',
];
const TAGS = [
  ...ALLOWED_TAGS,
  'script',
  'style',
  'a',
  'img',
  'iframe',
  'svg',
  'math',
  'div',
  'span',
  'table',
  'td',
  'li',
  'textarea',
  'title',
  'noscript',
  'xmp',
  'object',
  'template',
  'h1',
  'SCRIPT',
];
const FRAGMENTS = [
  '<',
  '>',
  '</',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '&amp;',
  '&lt;',
  '&#60;',
  '&nbsp;',
  '&',
  '"',
  "'",
];

const text = fc.oneof(fc.string(), fc.constantFrom(...FRAGMENTS), fc.constant('\n\n'));
const attributes = fc.array(fc.constantFrom(...DANGEROUS_ATTRIBUTES), { maxLength: 3 }).map((list) => list.join(' '));
const openTag = fc
  .tuple(fc.constantFrom(...TAGS), attributes, fc.boolean())
  .map(([tag, attrs, selfClose]) => `<${tag}${attrs ? ` ${attrs}` : ''}${selfClose ? ' /' : ''}>`);
const closeTag = fc.constantFrom(...TAGS).map((tag) => `</${tag}>`);

/** Token soup: unbalanced, misnested and truncated markup. */
const tokenSoup = fc.array(fc.oneof(openTag, closeTag, text), { maxLength: 30 }).map((tokens) => tokens.join(''));

/** Well-formed trees of `tags`, with dangerous attributes, around `leaf` texts. */
function trees(tags: readonly string[], leaf: fc.Arbitrary<string>) {
  const open = fc.tuple(fc.constantFrom(...tags), attributes);
  return fc.letrec<{ tree: string }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc
        .tuple(open, fc.array(tie('tree'), { maxLength: 4 }))
        .map(([[tag, attrs], children]) => `<${tag}${attrs ? ` ${attrs}` : ''}>${children.join('')}</${tag}>`),
    ),
  })).tree;
}

/** Elements whose content a parser reads as raw text, where markup (and its attributes) turns into text. */
const RAW_TEXT = new Set(['script', 'SCRIPT', 'style', 'textarea', 'title', 'noscript', 'xmp', 'iframe']);

describe('sanitizeContent properties', () => {
  const check = (input: string) => {
    const output = sanitizeContent(input);
    expectSafe(output);
    expect(sanitizeContent(output)).toBe(output);
    expect(textLength(output)).toBeLessThanOrEqual(output.length);
  };

  it('any string comes out safe and stable', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), check), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), check), { numRuns: 300 });
  });

  it('generated malformed HTML comes out safe and stable', () => {
    fc.assert(fc.property(tokenSoup, check), { numRuns: 1500 });
  });

  it('generated well-formed HTML comes out safe and stable', () => {
    fc.assert(fc.property(trees(TAGS, text), check), { numRuns: 1000 });
  });

  it('dangerous attributes of well-formed HTML leave no trace, not even as text', () => {
    const plainText = fc.string().filter((value) => !/[<>&]|javascript|script|on[a-z]*\s*=/i.test(value));
    const tags = TAGS.filter((tag) => !RAW_TEXT.has(tag));
    fc.assert(
      fc.property(trees(tags, plainText), (input) => {
        check(input);
        expectNoDangerousText(sanitizeContent(input));
      }),
      { numRuns: 1000 },
    );
  });
});
