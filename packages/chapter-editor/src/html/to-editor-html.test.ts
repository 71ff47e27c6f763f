/** toEditorHtml: legacy plain text by the server's paragraph rule, stored HTML normalised to the editor's form. */
import { describe, expect, it } from 'vitest';
import { docToHtml } from '../doc-html.ts';
import { headlessEditor } from '../test-docs.ts';
import { sanitizeContent } from '../test-sanitizer.ts';
import { toEditorHtml } from './to-editor-html.ts';

describe('toEditorHtml', () => {
  it('turns legacy plain text into paragraphs split on blank lines, single newlines into breaks', () => {
    expect(toEditorHtml('First line\nsecond line\n\n  \nNext <3 & "quotes"\r\n\r\nLast')).toBe(
      '<p>First line<br />second line</p><p>Next &lt;3 &amp; "quotes"</p><p>Last</p>',
    );
  });

  it('gives the same HTML the server stores for plain text', () => {
    for (const text of ['One\n\nTwo', '  padded  \n\n\n\nlines\nhere  ', 'a > b && c', 'Ünïcödé\n🐉']) {
      expect(toEditorHtml(text)).toBe(sanitizeContent(text));
    }
  });

  it('gives an empty string for empty or blank text', () => {
    expect(toEditorHtml('')).toBe('');
    expect(toEditorHtml(' \n\n\t ')).toBe('');
  });

  it('keeps sanitised HTML as it is, with b and i renamed to strong and em and breaks written <br />', () => {
    expect(toEditorHtml('<h2>Title</h2><p>One <b>two</b> <I>three</I> <u>four</u><br>five</p>')).toBe(
      '<h2>Title</h2><p>One <strong>two</strong> <em>three</em> <u>four</u><br />five</p>',
    );
    expect(toEditorHtml('<blockquote>Quote<br />line</blockquote>')).toBe('<blockquote>Quote<br />line</blockquote>');
  });

  it('loads sanitised HTML into the schema: quoted text becomes a quoted paragraph', () => {
    const editor = headlessEditor(toEditorHtml('<blockquote>Quote<br />line</blockquote><p></p><p>x &amp; y</p>'));
    expect(docToHtml(editor.state.doc)).toBe('<blockquote><p>Quote<br />line</p></blockquote><p>x &amp; y</p>');
    editor.destroy();
  });

  it('cleans HTML saved before the allowlist existed', () => {
    expect(toEditorHtml('<div style="x">Old <span class="y">content</span></div><ul><li>item</li></ul>')).toBe(
      '<p>Old content</p><p>item</p>',
    );
    expect(toEditorHtml('<p class="x">Attributes</p>')).toBe('<p>Attributes</p>');
  });
});
