/** cleanPastedHtml: HTML from Word, Google Docs or web pages reduced to the chapter allowlist, as canonical HTML. */
import {
  type Block,
  type Inline,
  type MarkName,
  type TextBlockTag,
  serializeBlocks,
  sortMarks,
} from '@inkshelf/chapter-text/model';
import { marksFor, readStyle, ruleFor } from './paste-rules.ts';

/** Walks a parsed document and collects blocks; inline content always lands in the current text block. */
class BlockCollector {
  readonly blocks: Block[] = [];
  private containers: Block[][] = [this.blocks];
  private types: TextBlockTag[] = ['p'];
  private current: { type: TextBlockTag; content: Inline[] } | null = null;
  private preDepth = 0;
  private linkDepth = 0;

  walk(parent: Node, marks: ReadonlySet<MarkName>): void {
    let inWordListMarker = false;
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === Node.COMMENT_NODE) {
        // Word wraps list numbers in <!--[if !supportLists]--> ... <!--[endif]-->: the text between is a marker.
        const data = (node as Comment).data.trim();
        if (/^\[if !supportLists\]/i.test(data)) inWordListMarker = true;
        else if (/^\[endif\]/i.test(data)) inWordListMarker = false;
      } else if (inWordListMarker) {
        continue;
      } else if (node.nodeType === Node.TEXT_NODE) {
        this.text(node.nodeValue ?? '', marks);
      } else if (node.nodeType === Node.ELEMENT_NODE) {
        this.element(node as Element, marks);
      }
    }
  }

  private element(element: Element, inherited: ReadonlySet<MarkName>): void {
    const style = readStyle(element.getAttribute('style'));
    const rule = ruleFor(element, style);
    if (rule.kind === 'drop') return;
    if (rule.kind === 'break') return this.lineBreak(inherited);
    if (rule.kind === 'rule') {
      this.close();
      this.container().push({ type: 'hr' });
      return;
    }
    const isLink = element.localName.toLowerCase() === 'a';
    const marks = marksFor(element, style, inherited, isLink || this.linkDepth > 0);
    const isPre = element.localName.toLowerCase() === 'pre' || /^pre/.test(style.get('white-space') ?? '');
    if (isPre) this.preDepth++;
    if (isLink) this.linkDepth++;
    switch (rule.kind) {
      case 'block':
        this.close();
        this.types.push(rule.tag);
        this.walk(element, marks);
        this.types.pop();
        this.close();
        break;
      case 'quote': {
        this.close();
        const quote: Block = { type: 'blockquote', content: [] };
        this.container().push(quote);
        this.containers.push(quote.content);
        this.types.push('p');
        this.walk(element, marks);
        this.types.pop();
        this.close();
        this.containers.pop();
        break;
      }
      case 'boundary':
        this.close();
        this.walk(element, marks);
        this.close();
        break;
      case 'cell':
        // Cells of a row share its paragraph, separated by a space.
        if (this.current !== null) this.text(' ', marks);
        this.walk(element, marks);
        break;
      default:
        this.walk(element, marks);
    }
    if (isPre) this.preDepth--;
    if (isLink) this.linkDepth--;
  }

  private container(): Block[] {
    return this.containers[this.containers.length - 1]!;
  }

  private block(): Inline[] {
    if (this.current === null) {
      this.current = { type: this.types[this.types.length - 1]!, content: [] };
      this.container().push(this.current);
    }
    return this.current.content;
  }

  private text(raw: string, marks: ReadonlySet<MarkName>): void {
    const lines = this.preDepth > 0 ? raw.split(/\r\n?|\n/) : [raw];
    lines.forEach((line, index) => {
      if (index > 0) this.lineBreak(marks);
      // Whitespace between blocks starts no block; inside one, serialising collapses it as a browser would.
      if (line === '' || (this.current === null && /^[ \t\n\r\f]*$/.test(line))) return;
      this.block().push({ type: 'text', text: line, marks: sortMarks(marks) });
    });
  }

  /** A `<br>`: a line break. One between blocks (Google Docs' blank lines) makes a block of its own with no text,
   * which serialising leaves out. */
  private lineBreak(marks: ReadonlySet<MarkName>): void {
    this.block().push({ type: 'break', marks: sortMarks(marks) });
  }

  /** Ends the current text block; what follows starts a new one. */
  close(): void {
    this.current = null;
  }
}

/**
 * Pasted HTML as the allowlisted HTML the server's sanitizer leaves unchanged (p, br, strong, em, u, h2, h3,
 * blockquote, hr, no attributes); bold, italic and underline survive whether written as tags or as Office and Docs
 * styles. Needs a DOM (DOMParser): browsers, Electron's renderer, jsdom.
 */
export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const collector = new BlockCollector();
  collector.walk(document.body, new Set());
  collector.close();
  return serializeBlocks(collector.blocks);
}
