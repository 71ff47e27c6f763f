/**
 * Theme persistence (spec section 4): 'vite-ui-theme' (light|dark) and 'darkMode' (enabled|disabled) are written
 * together. Either saying dark wins; with neither, prefers-color-scheme decides (issue 16) and nothing is written until
 * the visitor chooses. public/theme-init.js applies the same rule before the first paint.
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

/** The visitor's choice: dark when either key says dark, light when either says light, null when none was made. */
export function readStoredTheme(): Theme | null {
  const theme = read(THEME.storageKey);
  const darkMode = read(THEME.darkModeStorageKey);
  if (theme === 'dark' || darkMode === 'enabled') return 'dark';
  if (theme === 'light' || darkMode === 'disabled') return 'light';
  return null;
}

/** The theme a visit starts with: the visitor's choice, else the device's preference (light when unknown). */
export function initialTheme(): Theme {
  const dark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return readStoredTheme() ?? (dark ? 'dark' : THEME.defaultTheme);
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
