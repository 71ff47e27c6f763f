/** Keystroke cost on a 100,000-word chapter: `pnpm --filter @inkshelf/chapter-editor bench` (Node >= 24, jsdom). */
// Prints timings only, asserts nothing. jsdom's DOM is slower than a browser's, so these are upper bounds.
import { JSDOM } from 'jsdom';

const WORDS = 100_000;
const KEYSTROKES = 300;

const window = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true }).window;
for (const name of [
  'window',
  'document',
  'navigator',
  'Node',
  'Element',
  'HTMLElement',
  'Text',
  'Range',
  'DOMParser',
  'MutationObserver',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getSelection',
]) {
  const value: unknown = Reflect.get(window, name);
  Object.defineProperty(globalThis, name, {
    value: typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(window) : value,
    configurable: true,
    writable: true,
  });
}
const noRects = () => [] as unknown as DOMRectList;
const noRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 });
Object.assign(window.Range.prototype, { getClientRects: noRects, getBoundingClientRect: noRect });

// Imported after the DOM globals exist.
const { Editor } = await import('@tiptap/core');
const { chapterExtensions } = await import('../src/extensions.ts');
const { docToHtml } = await import('../src/doc-html.ts');
const { documentCounts } = await import('../src/counts.ts');
const { selectState } = await import('../src/toolbar-state.ts');
const { toEditorHtml } = await import('../src/html/to-editor-html.ts');
const { cleanPastedHtml } = await import('../src/html/paste.ts');

function chapterHtml(words: number): string {
  const vocabulary = ['the', 'night', 'river', 'whispered', 'lantern', 'she', 'said', 'quietly', 'and', 'then'];
  const paragraphs: string[] = [];
  let seed = 7;
  for (let left = words; left > 0; left -= 80) {
    const line = Array.from({ length: Math.min(80, left) }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return vocabulary[seed % vocabulary.length];
    });
    paragraphs.push(`<p>${line.slice(0, 5).join(' ')} <em>${line[5] ?? ''}</em> ${line.slice(6).join(' ')}.</p>`);
  }
  return paragraphs.join('');
}

// Benchmarks report on standard output.
// eslint-disable-next-line no-console
const print = (line: string): void => console.log(line);

const time = (run: () => unknown): number => {
  const start = performance.now();
  run();
  return performance.now() - start;
};
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`;
};

const source = chapterHtml(WORDS);
let content = '';
const loadMs = time(() => (content = toEditorHtml(source)));
const element = document.createElement('div');
document.body.append(element);
let editor!: InstanceType<typeof Editor>;
const mountMs = time(() => (editor = new Editor({ element, extensions: chapterExtensions, content })));
print(
  `document: ${documentCounts(editor.state.doc).words.toLocaleString('en-US')} words, ${editor.state.doc.childCount} blocks`,
);
const cleanMs = time(() => cleanPastedHtml(source));
print(`load: toEditorHtml ${loadMs.toFixed(1)} ms (stored HTML, no parse), editor mount ${mountMs.toFixed(1)} ms`);
print(`cleanPastedHtml on the whole chapter (legacy HTML or a huge paste): ${cleanMs.toFixed(1)} ms`);

const fullHtmlMs = time(() => docToHtml(editor.state.doc));
const getHtmlMs = time(() => editor.getHTML());
print(`docToHtml, cold: ${fullHtmlMs.toFixed(1)} ms (TipTap getHTML for comparison: ${getHtmlMs.toFixed(1)} ms)`);

// Type in the middle of the chapter: one transaction per key, plus what React does per transaction with
// shouldRerenderOnTransaction: false (the toolbar, count and placeholder selectors).
editor.commands.setTextSelection(Math.floor(editor.state.doc.content.size / 2));
const keystrokes: number[] = [];
const viewOnly: number[] = [];
for (let index = 0; index < KEYSTROKES; index++) {
  const key = index % 6 === 5 ? ' ' : 'a';
  let viewMs = 0;
  keystrokes.push(
    time(() => {
      viewMs = time(() => editor.view.dispatch(editor.state.tr.insertText(key)));
      selectState(editor);
      documentCounts(editor.state.doc);
    }),
  );
  viewOnly.push(viewMs);
}
print(`keystroke (transaction + view update + selectors), ${KEYSTROKES} keys: ${stats(keystrokes)}`);
print(`  of which transaction + view update: ${stats(viewOnly)}`);

const warm: number[] = [];
for (let index = 0; index < 20; index++) {
  editor.view.dispatch(editor.state.tr.insertText('b'));
  warm.push(time(() => docToHtml(editor.state.doc)));
}
print(`docToHtml after a keystroke (one block re-serialised, at most every 300 ms): ${stats(warm)}`);
editor.destroy();
