/** @inkshelf/chapter-text: the spec's chapter text format to and from chapter HTML, and the shared block model. */
export { htmlToText } from './to-text.ts';
export { textToBlocks, textToHtml } from './from-text.ts';
export { countWords } from './words.ts';
