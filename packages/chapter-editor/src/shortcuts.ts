/** Keyboard shortcut labels for the toolbar: button titles (Ctrl+B or ⌘B) and aria-keyshortcuts values. */
import { useSyncExternalStore } from 'react';

/** Keys as TipTap binds them ('Mod', 'Alt', 'Shift', then the key); 'Mod' is Command on Apple platforms. */
export type ShortcutKey = string;

const MAC_SYMBOLS: Record<string, string> = { Mod: '⌘', Alt: '⌥', Shift: '⇧' };

export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

const subscribe = () => () => {};

/** Whether to show Apple key names; false while rendering on the server and hydrating, so the markup matches. */
export function useApplePlatform(): boolean {
  return useSyncExternalStore(subscribe, isApplePlatform, () => false);
}

/** How a shortcut reads in a title: 'Ctrl+Alt+2' or '⌘⌥2'. */
export function shortcutLabel(keys: readonly ShortcutKey[], apple: boolean): string {
  if (apple) return keys.map((key) => MAC_SYMBOLS[key] ?? key).join('');
  return keys.map((key) => (key === 'Mod' ? 'Ctrl' : key)).join('+');
}

/** The aria-keyshortcuts value: 'Control+Alt+2' or 'Meta+Alt+2'. */
export function ariaShortcut(keys: readonly ShortcutKey[], apple: boolean): string {
  return keys.map((key) => (key === 'Mod' ? (apple ? 'Meta' : 'Control') : key)).join('+');
}
