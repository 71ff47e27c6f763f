/** Plain text and word counts of chapter HTML, for lists, the status bar and the conflict view. */
import { countWords } from '@inkshelf/chapter-editor';

/** The chapter's text without markup, blocks separated by blank lines. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.children].map((element) => (element.textContent ?? '').trim());
  return (blocks.length > 0 ? blocks.join('\n\n') : (doc.body.textContent ?? '')).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Words of chapter HTML without building a DOM (it runs on every save of chapters of any length). */
export function wordsOf(html: string): number {
  const text = html.replace(/<[^<>]*>/g, ' ').replace(/&(#?\w+);/g, (_match, name: string) => ENTITIES[name] ?? ' ');
  return countWords(text);
}

/** True when the HTML has some visible text (what the server requires of chapter content). */
export function hasText(html: string): boolean {
  return plainText(html).trim() !== '';
}

/** The readable part of a failure: the server's message, or the error's own text. */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'detail' in error && typeof error.detail === 'string')
    return error.detail;
  return error instanceof Error ? error.message : String(error);
}
