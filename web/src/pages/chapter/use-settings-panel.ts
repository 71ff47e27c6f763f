/**
 * The reading page's settings panel: a click on the reading text (not on a control) toggles it; it hides
 * 2 s after the last interaction with it, or at once on a click anywhere else.
 */
import { READER } from '@inkshelf/contracts';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';

/** Controls inside the reading area keep their own click behaviour. */
const INTERACTIVE =
  'button, a, input, textarea, select, label, summary, [role="slider"], [role="button"], [contenteditable]';

/** Whether a click landed on a control rather than on the text. */
export function isInteractiveTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(INTERACTIVE) !== null;
}

/** Marks elements that toggle the panel themselves (a click there is not an 'outside' click). */
export const PANEL_TOGGLE_ATTRIBUTE = 'data-settings-toggle';

export interface SettingsPanel {
  open: boolean;
  toggle: () => void;
  hide: () => void;
  /** Counts as an interaction (restarts the hide timer), e.g. while a slider is dragged. */
  touch: () => void;
  /** Put on the reading area: toggles unless the click was on a control. */
  onReadingAreaClick: (event: MouseEvent) => void;
  /** Put on the panel's root element. */
  panelRef: RefObject<HTMLDivElement | null>;
  /** Put on the reading area's root element. */
  readingAreaRef: RefObject<HTMLDivElement | null>;
}

export function useSettingsPanel(hideAfterMs: number = READER.settingsAutoHideMs): SettingsPanel {
  const [open, setOpen] = useState(false);
  /** Bumped on every interaction with the open panel; restarts the hide timer. */
  const [activity, setActivity] = useState(0);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const readingAreaRef = useRef<HTMLDivElement | null>(null);

  const hide = useCallback(() => {
    const panel = panelRef.current;
    // Focus must not vanish with the panel: hand it to the reading area.
    if (panel && document.activeElement instanceof Node && panel.contains(document.activeElement)) {
      readingAreaRef.current?.focus({ preventScroll: true });
    }
    setOpen(false);
  }, []);

  const toggle = useCallback(() => {
    setOpen((current) => !current);
    setActivity((n) => n + 1);
  }, []);

  const touch = useCallback(() => setActivity((n) => n + 1), []);

  const onReadingAreaClick = useCallback(
    (event: MouseEvent) => {
      if (!isInteractiveTarget(event.target)) toggle();
    },
    [toggle],
  );

  // Auto-hide: a fresh timer after each interaction.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(hide, hideAfterMs);
    return () => clearTimeout(timer);
  }, [open, activity, hide, hideAfterMs]);

  // While open: interactions inside keep it, a press anywhere else (but the reading area, which toggles) hides it.
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => {
      if (!(target instanceof Node)) return false;
      if (panelRef.current?.contains(target)) return true;
      // Radix renders the font list in a portal next to <body>.
      return (
        target instanceof Element &&
        target.closest(`[data-radix-popper-content-wrapper], [${PANEL_TOGGLE_ATTRIBUTE}]`) !== null
      );
    };
    const onPress = (event: Event) => {
      if (inside(event.target)) setActivity((n) => n + 1);
      else if (!(event.target instanceof Node && readingAreaRef.current?.contains(event.target))) hide();
    };
    const onActivity = (event: Event) => {
      if (inside(event.target)) setActivity((n) => n + 1);
    };
    document.addEventListener('pointerdown', onPress, true);
    for (const type of ['keydown', 'input', 'wheel', 'focusin']) document.addEventListener(type, onActivity, true);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      for (const type of ['keydown', 'input', 'wheel', 'focusin']) document.removeEventListener(type, onActivity, true);
    };
  }, [open, hide]);

  return { open, toggle, hide, touch, onReadingAreaClick, panelRef, readingAreaRef };
}
