/** Editor output is a fixed point of the server's sanitizer, and loading it back into the editor changes nothing. */
import { htmlToText, textToHtml } from '@inkshelf/chapter-text';
import type { JSONContent } from '@tiptap/core';
import { afterAll, describe, expect, it } from 'vitest';
import { docToHtml } from './doc-html.ts';
import { MARKS, type MarkName } from '@inkshelf/chapter-text/model';
import { toEditorHtml } from './html/to-editor-html.ts';
import { br, doc, h, headlessEditor, hr, longChapter, p, quote, seeded, text } from './test-docs.ts';
import { sanitizeContent } from './test-sanitizer.ts';

const editor = headlessEditor();
afterAll(() => editor.destroy());

/** The HTML the editor writes for a document (built from JSON with the real schema, and checked against it). */
function outputOf(content: JSONContent): string {
  const node = editor.schema.nodeFromJSON(content);
  node.check();
  return docToHtml(node);
}

/** The properties every editor output must have. */
function expectStable(html: string): void {
  expect(sanitizeContent(html)).toBe(html);
  editor.commands.setContent(toEditorHtml(html));
  expect(docToHtml(editor.state.doc)).toBe(html);
  expect(html).not.toMatch(/<(?!\/?(?:p|strong|em|u|h2|h3|blockquote)>|br \/>|hr \/>)/);
}

const MARK_SETS: MarkName[][] = Array.from({ length: 1 << MARKS.length }, (_, bits) =>
  MARKS.filter((_, index) => bits & (1 << index)),
);

const BLOCKS: [string, (...content: JSONContent[]) => JSONContent][] = [
  ['paragraph', (...content) => p(...content)],
  ['heading 2', (...content) => h(2, ...content)],
  ['heading 3', (...content) => h(3, ...content)],
  ['quoted paragraph', (...content) => quote(p(...content))],
  ['quoted heading', (...content) => quote(h(2, ...content))],
];

describe('editor output survives the server sanitizer unchanged', () => {
  for (const [name, block] of BLOCKS) {
    it.each(MARK_SETS.map((marks) => [marks.join('+') || 'no marks', marks] as const))(
      `${name} with %s`,
      (_, marks) => {
        const html = outputOf(doc(block(text('Before '), text('marked', ...marks), br(...marks), text(' after'))));
        expectStable(html);
        expect(html).toContain('marked');
      },
    );
  }

  it('writes canonical tags: strong, em, u, <br />, no attributes', () => {
    const html = outputOf(doc(h(2, text('Title')), p(text('a', 'bold'), br(), text('b', 'italic', 'underline'))));
    expect(html).toBe('<h2>Title</h2><p><strong>a</strong><br /><em><u>b</u></em></p>');
    expectStable(html);
  });

  it('nests overlapping marks properly, keeping a mark open across a break', () => {
    const html = outputOf(
      doc(
        p(
          text('one ', 'bold'),
          text('two', 'bold', 'italic'),
          text(' ', 'italic'),
          text('three', 'italic', 'underline'),
          br('underline'),
          text('four', 'underline'),
        ),
      ),
    );
    expect(html).toBe('<p><strong>one <em>two</em></strong> <em><u>three</u></em><br /><u>four</u></p>');
    expectStable(html);
  });

  it('never wraps whitespace or a lone break in a mark (the server would drop it with its content)', () => {
    const html = outputOf(doc(p(text('a'), text(' ', 'bold'), text('b'), br('italic'), text('\u00a0', 'underline'))));
    expect(html).toBe('<p>a b<br />\u00a0</p>');
    expectStable(html);
  });

  it('leaves out empty blocks, blank headings, empty quotes and the trailing paragraph', () => {
    const html = outputOf(
      doc(p(), p(text('Kept')), h(3, text('  ')), p(br()), quote(p(text(' '))), p(text('\u00a0\u2003')), p()),
    );
    expect(html).toBe('<p>Kept</p>');
    expectStable(html);
    expect(outputOf(doc(p()))).toBe('');
  });

  it('escapes markup characters in text and keeps quotes, entities-looking text and Unicode', () => {
    const samples = [
      'Fish & chips <b>not bold</b> "quoted" \'single\'',
      '&amp; &nbsp; &lt;script&gt;',
      'Ünïcödé — “curly” ‘quotes’ … №',
      '日本語の文章。中文句子。한국어 문장',
      'مرحبا بالعالم עברית',
      'Emoji 🧙‍♀️🐉 and flags 🇳🇿, combining é',
      'Tabs\tand  double  spaces',
      'javascript:alert(1) onload=x',
    ];
    for (const sample of samples) {
      const html = outputOf(doc(p(text(sample)), quote(h(3, text(sample, 'bold')))));
      expectStable(html);
    }
    expect(outputOf(doc(p(text('a < b & c > d'))))).toBe('<p>a &lt; b &amp; c &gt; d</p>');
  });

  it('keeps nested quotes and several blocks inside a quote', () => {
    const html = outputOf(doc(quote(p(text('Outer')), quote(p(text('Inner'))), h(3, text('Heading')))));
    expect(html).toBe('<blockquote><p>Outer</p><blockquote><p>Inner</p></blockquote><h3>Heading</h3></blockquote>');
    expectStable(html);
  });

  it('is stable for a long chapter (20,000 words)', { timeout: 30_000 }, () => {
    const html = outputOf(longChapter(20_000));
    expect(html.length).toBeGreaterThan(100_000);
    expectStable(html);
  });

  // Generous timeouts: these do real work and the test machines are shared.
  it('is stable for 300 generated documents mixing every mark, break and block', { timeout: 30_000 }, () => {
    const random = seeded(42);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const pieces = ['word', ' ', 'two words', '  ', '\u00a0', 'é', '&', '<', '🐉', ' trailing ', 'x'];
    const inline = (): JSONContent[] =>
      Array.from({ length: 1 + Math.floor(random() * 8) }, () =>
        random() < 0.15 ? br(...pick(MARK_SETS)) : text(pick(pieces), ...pick(MARK_SETS)),
      );
    const block = (depth: number): JSONContent => {
      const roll = random();
      if (roll < 0.15 && depth < 2)
        return quote(...Array.from({ length: 1 + Math.floor(random() * 3) }, () => block(depth + 1)));
      if (roll < 0.3) return h(pick([2, 3] as const), ...inline());
      if (roll < 0.38) return hr();
      return p(...inline());
    };
    for (let index = 0; index < 300; index++) {
      const html = outputOf(doc(...Array.from({ length: 1 + Math.floor(random() * 5) }, () => block(0))));
      expectStable(html);
      // The same chapter through the text format comes back as HTML the editor writes unchanged.
      expectStable(textToHtml(htmlToText(html)));
    }
  });

  it('keeps a scene break, alone or in a quote', () => {
    const html = outputOf(doc(p(text('Before')), hr(), quote(p(text('Q')), hr()), p(text('After'))));
    expect(html).toBe('<p>Before</p><hr /><blockquote><p>Q</p><hr /></blockquote><p>After</p>');
    expectStable(html);
  });
});

describe('the text format gives the HTML the editor writes', () => {
  it('reads every marker of the original toolbar into the editor unchanged', () => {
    const html = textToHtml(
      '**Bold**, *italic*, __underline__ and ***__all__***.\nA line break.\n\n## Heading\n\n### Subheading\n\n' +
        '> A quote\n> \n> in two paragraphs\n\n* * *\n\nThe end.',
    );
    expect(html).toBe(
      '<p><strong>Bold</strong>, <em>italic</em>, <u>underline</u> and <strong><em><u>all</u></em></strong>.<br />A line break.</p>' +
        '<h2>Heading</h2><h3>Subheading</h3><blockquote><p>A quote</p><p>in two paragraphs</p></blockquote><hr /><p>The end.</p>',
    );
    expectStable(html);
    editor.commands.setContent(toEditorHtml(html));
    expect(htmlToText(docToHtml(editor.state.doc))).toBe(
      '**Bold**, *italic*, __underline__ and ***__all__***.\nA line break.\n\n## Heading\n\n### Subheading\n\n' +
        '> A quote\n> \n> in two paragraphs\n\n* * *\n\nThe end.',
    );
  });
});
