/** The text format of the spec, case by case: what each marker becomes, and what stays plain text. */
import { describe, expect, it } from 'vitest';
import { textToHtml } from './from-text.ts';
import { htmlToText } from './to-text.ts';
import { countWords } from './words.ts';

describe('textToHtml', () => {
  it('reads the original toolbar markers', () => {
    const text = [
      'First paragraph with **bold**, *italic* and __underline__.',
      '## A heading',
      '### A subheading',
      '> A quote',
      '* * *',
      'Last paragraph.',
    ].join('\n\n');
    expect(textToHtml(text)).toBe(
      '<p>First paragraph with <strong>bold</strong>, <em>italic</em> and <u>underline</u>.</p>' +
        '<h2>A heading</h2><h3>A subheading</h3><blockquote><p>A quote</p></blockquote><hr /><p>Last paragraph.</p>',
    );
  });

  it('splits paragraphs on blank lines and keeps single newlines as line breaks', () => {
    expect(textToHtml('one\ntwo\r\n\r\nthree\n\n\n\nfour')).toBe('<p>one<br />two</p><p>three</p><p>four</p>');
  });

  it('keeps HTML, entities, lists, links and code as the text they are', () => {
    expect(textToHtml('a <b>not bold</b> &amp; c')).toBe('<p>a &lt;b&gt;not bold&lt;/b&gt; &amp;amp; c</p>');
    expect(textToHtml('1. one\n- two\n[x](y) `z` <https://example.com>')).toBe(
      '<p>1. one<br />- two<br />[x](y) `z` &lt;https://example.com&gt;</p>',
    );
  });

  it('maps heading levels onto h2 and h3 and nests marks in canonical order', () => {
    expect(textToHtml('# One\n\n#### Four\n\n***both*** and **__all *three*__**')).toBe(
      '<h2>One</h2><h3>Four</h3><p><strong><em>both</em></strong> and <strong><u>all </u><em><u>three</u></em></strong></p>',
    );
  });

  it('accepts any thematic break as a scene break and collapses spaces as a browser shows them', () => {
    expect(textToHtml('a\n\n---\n\n___\n\nb   c\t d')).toBe('<p>a</p><hr /><hr /><p>b c d</p>');
  });

  it('gives an empty string for blank text', () => {
    expect(textToHtml('  \n\n \n')).toBe('');
  });
});

describe('htmlToText', () => {
  it('writes the markers and separates paragraphs with a blank line', () => {
    expect(
      htmlToText(
        '<h2>Title</h2><p>A <strong>bold</strong> <em>move</em>, <u>truly</u>.<br />Next line.</p>' +
          '<blockquote><p>Quoted</p><p>twice</p></blockquote><hr /><h3>Sub</h3><p>End</p>',
      ),
    ).toBe('## Title\n\nA **bold** *move*, __truly__.\nNext line.\n\n> Quoted\n> \n> twice\n\n* * *\n\n### Sub\n\nEnd');
  });

  it('escapes only what the parser would read as markup', () => {
    expect(htmlToText('<p># no, 5 * 3 = 15 and snake_case \\ - [ok] 1. &amp; &lt;b&gt;</p>')).toBe(
      '\\# no, 5 \\* 3 = 15 and snake\\_case \\\\ - [ok] 1. & <b>',
    );
    expect(htmlToText('<p>&gt; not a quote</p><p>- - -</p>')).toBe('\\> not a quote\n\n\\- - -');
  });

  it('turns a line break inside a heading into a space (a heading is one line)', () => {
    expect(htmlToText('<h2>One<br />two</h2><h1>Top</h1>')).toBe('## One two\n\n## Top');
  });

  it('keeps repeated and leading line breaks with a backslash line', () => {
    expect(htmlToText('<p><br />a<br /><br />b</p>')).toBe('\\\na\n\\\nb');
  });
});

describe('countWords', () => {
  it('counts words as the editor does', () => {
    expect(countWords("Don't stop, well-known 3.14 — ok!")).toBe(5);
    expect(countWords('日本語')).toBe(3);
  });
});
