/** docToHtml: the editor document as canonical HTML, serialised block by block with a cache for unchanged blocks. */
import type { Node as PMNode } from '@tiptap/pm/model';
import { type Block, type Inline, MARKS, type MarkName, serializeBlock } from '@inkshelf/chapter-text/model';

const MARK_NAMES = new Set<string>(MARKS);

function marksOf(node: PMNode): MarkName[] {
  return node.marks.map((mark) => mark.type.name).filter((name): name is MarkName => MARK_NAMES.has(name));
}

/** A document node in the shared model; nodes the schema should never hold give null (and are left out). */
export function blockOf(node: PMNode): Block | null {
  if (node.type.name === 'horizontalRule') return { type: 'hr' };
  if (node.type.name === 'blockquote') {
    const content: Block[] = [];
    node.forEach((child) => {
      const block = blockOf(child);
      if (block !== null) content.push(block);
    });
    return { type: 'blockquote', content };
  }
  if (!node.isTextblock) return null;
  const type = node.type.name === 'heading' ? (node.attrs.level === 3 ? 'h3' : 'h2') : 'p';
  const content: Inline[] = [];
  node.forEach((child) => {
    if (child.isText) content.push({ type: 'text', text: child.text ?? '', marks: marksOf(child) });
    else if (child.type.name === 'hardBreak') content.push({ type: 'break', marks: marksOf(child) });
  });
  return { type, content };
}

/** Nodes are immutable and unchanged blocks keep their identity across edits, so this cache stays valid. */
const blockHtml = new WeakMap<PMNode, string>();

function topLevelHtml(node: PMNode): string {
  let html = blockHtml.get(node);
  if (html === undefined) {
    const block = blockOf(node);
    html = block === null ? '' : serializeBlock(block);
    blockHtml.set(node, html);
  }
  return html;
}

/**
 * The document as HTML the server's sanitizer leaves unchanged: only p, br, strong, em, u, h2, h3 and
 * blockquote, no attributes, `<br />`, blocks without visible text left out (so no empty trailing paragraph).
 * An empty document gives ''. Only the blocks that changed since the last call are serialised again.
 */
export function docToHtml(doc: PMNode): string {
  let html = '';
  doc.forEach((child) => {
    html += topLevelHtml(child);
  });
  return html;
}
