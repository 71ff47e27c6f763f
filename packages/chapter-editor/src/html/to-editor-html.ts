/** toEditorHtml: chapter content as stored (sanitised HTML) or legacy plain text, as HTML for the editor. */
import { cleanPastedHtml } from './paste.ts';
import { looksLikeHtml, plainTextToHtml } from './plain-text.ts';

/** The tags sanitised content may hold, all without attributes. */
const STORED_TAG = /<(\/?)(p|br|hr|strong|[biu]|em|h2|h3|blockquote)\s*\/?>/gi;
const CANONICAL: Record<string, string> = { b: 'strong', i: 'em' };

/**
 * The HTML to load into the editor. Content without markup is legacy plain text: blank lines separate paragraphs
 * and single newlines become line breaks (the server's rule). Content the server has sanitised (allowlisted tags
 * without attributes) only has b and i renamed to strong and em: the schema reads it as it is, and a long chapter
 * is not parsed twice. Any other HTML (saved before the allowlist existed) goes through the paste cleaner, which
 * needs a DOM.
 */
export function toEditorHtml(input: string): string {
  if (!looksLikeHtml(input)) return plainTextToHtml(input);
  if (!input.replace(STORED_TAG, '').includes('<')) {
    return input.replace(STORED_TAG, (_, close: string, tag: string) => {
      const name = tag.toLowerCase();
      return name === 'br' || name === 'hr' ? `<${name} />` : `<${close}${CANONICAL[name] ?? name}>`;
    });
  }
  return cleanPastedHtml(input);
}
