/**
 * While the settings panel is shown (loaded with it): it hides 2 s after the last interaction with it (SPEC), or
 * at once on a press anywhere else but the reading text (whose click toggles it); it waits while a keyboard user
 * is inside it, and Escape closes it.
 */
import { useCallback, useEffect, useState } from 'react';
import { PANEL_PORTAL, PANEL_TOGGLE_ATTRIBUTE, type SettingsPanel } from './use-settings-panel.ts';

/** Returns `touch`: counts as an interaction (restarts the hide timer), e.g. while a slider is dragged. */
export function useOpenPanel(panel: SettingsPanel): { touch: () => void } {
  const { open, hide, isInside, usingKeyboard, hideAfterMs, readingAreaRef } = panel;
  /** Bumped on every interaction with the open panel; restarts the hide timer. */
  const [activity, setActivity] = useState(0);
  const touch = useCallback(() => setActivity((n) => n + 1), []);

  // Auto-hide: a fresh timer after each interaction; it waits while a keyboard user is inside the panel.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      if (!(usingKeyboard.current && isInside(document.activeElement))) hide();
    }, hideAfterMs);
    return () => clearTimeout(timer);
  }, [open, activity, hide, isInside, usingKeyboard, hideAfterMs]);

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      isInside(target) || (target instanceof Element && target.closest(`[${PANEL_TOGGLE_ATTRIBUTE}]`) !== null);
    const onPress = (event: Event) => {
      usingKeyboard.current = false;
      if (inside(event.target)) touch();
      else if (!(event.target instanceof Node && readingAreaRef.current?.contains(event.target))) hide();
    };
    const onKey = (event: Event) => {
      usingKeyboard.current = true;
      if (inside(event.target)) touch();
    };
    const onActivity = (event: Event) => {
      if (inside(event.target)) touch();
    };
    // Focus leaving the panel starts the hide timer again (it may have waited for a keyboard user).
    const onFocusOut = (event: FocusEvent) => {
      if (isInside(event.target) && !isInside(event.relatedTarget)) touch();
    };
    // Escape closes it, unless an open font list inside it takes the key (Radix handles that one first).
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(PANEL_PORTAL)) return;
      hide();
    };
    const passive = ['input', 'wheel', 'focusin'] as const;
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('keydown', onEscape);
    document.addEventListener('focusout', onFocusOut, true);
    for (const type of passive) document.addEventListener(type, onActivity, true);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('keydown', onEscape);
      document.removeEventListener('focusout', onFocusOut, true);
      for (const type of passive) document.removeEventListener(type, onActivity, true);
    };
  }, [open, hide, isInside, usingKeyboard, readingAreaRef, touch]);

  return { touch };
}
