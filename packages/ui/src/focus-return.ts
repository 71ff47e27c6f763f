/**
 * The small part of dialog focus (dialog-focus.ts) that a header and a dialog store need up front, kept
 * apart so the entry chunk does not carry the dialogs' focus code.
 */

/** Marks a header control as the stand-in for an opener that is gone (Log In, the account menu, the menu toggle). */
export const RETURN_FOCUS_ATTRIBUTE = 'data-return-focus';

/** The element that has focus, or null when nothing does (focus on the page itself). */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
