/** Left/Right arrow keys move between chapters, except with a modifier held or while focus is in a field or widget. */
import { useEffect, useEffectEvent } from 'react';

export type ChapterDirection = 'previous' | 'next';

/** Elements whose own arrow-key behaviour must win: text fields, selects, sliders, menus, radio groups. */
const OWNS_ARROWS = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="option"]',
  '[role="slider"]',
  '[role="spinbutton"]',
  '[role="menu"]',
  '[role="menuitem"]',
  '[role="radio"]',
  '[role="tab"]',
].join(', ');

/** Whether the key event's target handles arrow keys itself. */
export function isArrowOwner(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest(OWNS_ARROWS) !== null;
}

type KeyInfo = Pick<
  KeyboardEvent,
  'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'defaultPrevented' | 'isComposing' | 'target'
>;

/** The chapter an arrow key asks for, or null when the key is not for chapter navigation. */
export function arrowDirection(event: KeyInfo): ChapterDirection | null {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.defaultPrevented || event.isComposing || isArrowOwner(event.target)) return null;
  return event.key === 'ArrowLeft' ? 'previous' : 'next';
}

/** Listens on the window while mounted; `go` gets the direction when that neighbour exists. */
export function useArrowNavigation(
  neighbours: { previous: number | null; next: number | null },
  go: (chapterNumber: number) => void,
): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const direction = arrowDirection(event);
    if (!direction) return;
    const target = neighbours[direction];
    if (target === null) return;
    event.preventDefault();
    go(target);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
