/** toEditorHtml: chapter content as stored (sanitised HTML) or legacy plain text, as HTML for the editor. */
import { cleanPastedHtml } from './paste.ts';
import { looksLikeHtml, plainTextToHtml } from './plain-text.ts';

/** The tags sanitised content may hold, all without attributes. */
const STORED_TAG = /<(\/?)(p|br|hr|strong|[biu]|em|h2|h3|blockquote)\s*\/?>/gi;
const CANONICAL: Record<string, string> = { b: 'strong', i: 'em' };

/**
 * The HTML to load into the editor. Markup-free content is legacy plain text (split as the server splits it); sanitised
 * HTML only gets b/i renamed to strong/em, so a long chapter is not parsed twice; older HTML goes through the paste
 * cleaner, which needs a DOM.
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
