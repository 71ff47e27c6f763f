/** The word counter shared by the editor's status bar and the server's wordCount. */

/** Han, Hiragana and Katakana are written without spaces: each character counts as a word, as word processors do. */
const SPACELESS_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** Letters, digits and combining marks, joined by apostrophes, hyphens or inner dots (don't, well-known, 3.14). */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’‐\-.][\p{L}\p{N}\p{M}]+)*/gu;

/** The number of words in a text: runs of letters or digits; punctuation, symbols and emoji alone are not words. */
export function countWords(text: string): number {
  let count = 0;
  const spaced = text.replace(SPACELESS_SCRIPTS, ' a ');
  for (const _match of spaced.matchAll(WORD)) count++;
  return count;
}
