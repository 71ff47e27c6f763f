/** CopyProtection: blocks copying of reading content (spec section 6) while leaving form fields usable. */
import { TOAST_MESSAGES } from '@inkshelf/contracts';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useNotify } from './notify.tsx';
import { cn } from './ui/cn.ts';

/** Mark an area inside protected content with this attribute to allow selecting and copying it again. */
export const ALLOW_SELECTION_ATTRIBUTE = 'data-allow-selection';

const EXEMPT_SELECTOR = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  `[${ALLOW_SELECTION_ATTRIBUTE}]`,
].join(', ');

/** Whether an event target is a text field, editable content or a whitelisted area. */
export function isCopyExempt(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest(EXEMPT_SELECTOR) !== null;
}

function nodeInside(root: Element, node: Node | null): boolean {
  return node !== null && root.contains(node);
}

/** Whether the page's current selection touches the protected root. */
function selectionTouches(root: Element): boolean {
  const selection = typeof document.getSelection === 'function' ? document.getSelection() : null;
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return false;
  return (
    nodeInside(root, selection.anchorNode) ||
    nodeInside(root, selection.focusNode) ||
    selection.getRangeAt(0).intersectsNode(root)
  );
}

export interface CopyProtectionProps {
  children?: ReactNode;
  /** Turn protection off for the whole subtree (e.g. the novel's author reading their own chapter). */
  allowSelection?: boolean;
  className?: string;
}

/**
 * Wraps reading content. Blocks the context menu, copy, cut, dragging and Ctrl/Cmd+C, X and A on it, and
 * disables text selection; Ctrl/Cmd+C or +A shows the 'Copy Disabled' toast. Inputs, textareas, editable
 * content, file inputs and areas marked with <AllowSelection> stay usable.
 */
export function CopyProtection({ children, allowSelection = false, className }: CopyProtectionProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const notify = useNotify();
  const warnCopyDisabled = useEffectEvent(() => notify({ ...TOAST_MESSAGES.copyDisabled, variant: 'destructive' }));

  useEffect(() => {
    const root = rootRef.current;
    if (allowSelection || !root) return;
    const inRoot = (target: EventTarget | null) => target instanceof Node && root.contains(target);
    // Targets with no focused field: the page itself, where Ctrl+A would select the protected text too.
    const onPage = (target: EventTarget | null) =>
      target === document || target === document.body || target === document.documentElement;

    const blockInside = (event: Event) => {
      if (inRoot(event.target) && !isCopyExempt(event.target)) event.preventDefault();
    };
    const blockClipboard = (event: Event) => {
      if (isCopyExempt(event.target)) return;
      if (inRoot(event.target) || selectionTouches(root)) event.preventDefault();
    };
    const blockKeys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'c' && key !== 'x' && key !== 'a') return;
      if (isCopyExempt(event.target)) return;
      const concerned = inRoot(event.target) || onPage(event.target) || (key !== 'a' && selectionTouches(root));
      if (!concerned) return;
      event.preventDefault();
      if (key === 'c' || key === 'a') warnCopyDisabled();
    };

    document.addEventListener('contextmenu', blockInside);
    document.addEventListener('dragstart', blockInside);
    document.addEventListener('selectstart', blockInside);
    document.addEventListener('copy', blockClipboard);
    document.addEventListener('cut', blockClipboard);
    document.addEventListener('keydown', blockKeys);
    return () => {
      document.removeEventListener('contextmenu', blockInside);
      document.removeEventListener('dragstart', blockInside);
      document.removeEventListener('selectstart', blockInside);
      document.removeEventListener('copy', blockClipboard);
      document.removeEventListener('cut', blockClipboard);
      document.removeEventListener('keydown', blockKeys);
    };
  }, [allowSelection]);

  return (
    <div
      ref={rootRef}
      data-copy-protected={allowSelection ? undefined : ''}
      className={cn(!allowSelection && 'select-none [-webkit-touch-callout:none]', className)}
    >
      {children}
    </div>
  );
}

/** An area inside <CopyProtection> where selecting and copying is allowed again. */
export function AllowSelection({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div {...{ [ALLOW_SELECTION_ATTRIBUTE]: '' }} className={cn('select-text', className)}>
      {children}
    </div>
  );
}
