/** @inkshelf/chapter-editor: the chapter editor of the author dashboard and the desktop studio, and its HTML helpers. */
export { ChapterEditor, type ChapterEditorHandle, type ChapterEditorProps } from './chapter-editor.tsx';
export { toEditorHtml } from './html/to-editor-html.ts';
export { cleanPastedHtml } from './html/paste.ts';
export { countWords, documentCounts, type TextCounts } from './counts.ts';
export { docToHtml } from './doc-html.ts';
export { chapterExtensions } from './extensions.ts';
