/**
 * Theme persistence (spec section 4): 'vite-ui-theme' holds light|dark, 'darkMode' holds enabled|disabled.
 * The site writes both together; either one saying dark restores dark. Storage failures are only logged.
 * public/theme-init.js applies the same rule before the first paint.
 */
import { THEME, type DarkMode, type Theme } from '@inkshelf/contracts';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.error(`Could not read ${key} from local storage`, error);
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.error(`Could not save ${key} to local storage`, error);
  }
}

/** The stored theme: dark only when dark was stored (by either key), light otherwise. */
export function readStoredTheme(): Theme {
  const theme = read(THEME.storageKey);
  const darkMode = read(THEME.darkModeStorageKey);
  return theme === 'dark' || darkMode === 'enabled' ? 'dark' : THEME.defaultTheme;
}

export const darkModeOf = (theme: Theme): DarkMode => (theme === 'dark' ? 'enabled' : 'disabled');

/** Saves the theme under both keys so they never disagree. */
export function storeTheme(theme: Theme): void {
  write(THEME.storageKey, theme);
  write(THEME.darkModeStorageKey, darkModeOf(theme));
}

/** Puts the theme's class on <html> (the `.dark` palette stands for brightness 90, contrast 95, sepia 10). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  try {
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
  } catch (error) {
    console.error('Could not apply the dark mode', error);
  }
}
