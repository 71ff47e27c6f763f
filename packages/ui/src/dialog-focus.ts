/**
 * Dialog focus (issue 16): on open the first form field, not Radix's first tabbable (a tab, a close button). Radix
 * refocuses only a Dialog.Trigger and these dialogs open from elsewhere, so the opener is remembered here; if it is
 * gone (a closed menu, the replaced Log In button), the shown RETURN_FOCUS_ATTRIBUTE element takes focus.
 */
import { useLayoutEffect, useRef } from 'react';
import { RETURN_FOCUS_ATTRIBUTE, focusedElement } from './focus-return.ts';

const FIELD_SELECTOR = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** How long a stand-in may take to appear: the account menu's code loads after signing in. */
const STAND_IN_WAIT_MS = 2_000;

/** Radix's onOpenAutoFocus: focus the dialog's first form field; dialogs without one keep Radix's choice. */
export function focusFirstField(event: Event): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const field = content.querySelector<HTMLElement>(FIELD_SELECTOR);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

const isShown = (element: HTMLElement): boolean =>
  element.isConnected && (typeof element.checkVisibility !== 'function' || element.checkVisibility());

function tryFocus(element: HTMLElement | null): boolean {
  if (!element || !isShown(element)) return false;
  element.focus();
  return document.activeElement === element;
}

/**
 * Radix's onCloseAutoFocus: focus `opener`; when it is gone and `standIn` is set, the header's shown stand-in
 * (waiting a moment for one to appear). A dialog that opened by itself (no opener) leaves focus where Radix does.
 */
export function restoreFocus(event: Event, opener: HTMLElement | null, { standIn = false } = {}): void {
  if (!opener) return;
  event.preventDefault();
  const started = performance.now();
  const attempt = () => {
    // Focus is already somewhere (the next dialog took it, the visitor moved on): leave it there.
    if (focusedElement() || tryFocus(opener) || !standIn) return;
    const standIns = Array.from(document.querySelectorAll<HTMLElement>(`[${RETURN_FOCUS_ATTRIBUTE}]`));
    if (standIns.some(tryFocus)) return;
    if (performance.now() - started < STAND_IN_WAIT_MS) requestAnimationFrame(attempt);
  };
  attempt();
}

/** Both handlers for a dialog shown while `open`: the opener is what had focus when `open` became true. */
export function useDialogFocus(open: boolean): {
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (its focus scope does so in a passive effect).
  useLayoutEffect(() => {
    if (open) opener.current = focusedElement();
  }, [open]);
  return {
    onOpenAutoFocus: focusFirstField,
    onCloseAutoFocus: (event) => restoreFocus(event, opener.current),
  };
}
