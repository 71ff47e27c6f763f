/**
 * ThemeProvider and useTheme: light or dark, set directly or toggled, persisted and applied on <html>. A visit
 * without a stored choice starts with the device's prefers-color-scheme (storage.ts).
 */
import { CLIENT_MESSAGES, THEME, type DarkMode, type Theme } from '@inkshelf/contracts';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { applyTheme, darkModeOf, initialTheme, storeTheme } from './storage.ts';

export interface ThemeContextValue {
  theme: Theme;
  /** The spec's separate dark-mode flag; always in step with `theme`. */
  darkMode: DarkMode;
  setTheme: (theme: Theme) => void;
  setDarkMode: (mode: DarkMode) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The start theme is read once per render; a change comes through setTheme. */
const noSubscription = () => () => undefined;

export function ThemeProvider({ children }: { children?: ReactNode }) {
  // The server cannot know the visitor's theme: it renders the default, and so does the first (hydrating) render
  // in the browser; the stored or device theme takes over before the first paint (public/theme-init.js has
  // already put its class on <html>, so the page never shows the wrong colours).
  const startTheme = useSyncExternalStore(noSubscription, initialTheme, () => THEME.defaultTheme);
  const [chosen, setThemeState] = useState<Theme>();
  const theme = chosen ?? startTheme;
  useLayoutEffect(() => applyTheme(theme), [theme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      darkMode: darkModeOf(theme),
      setTheme,
      setDarkMode: (mode) => setTheme(mode === 'enabled' ? 'dark' : 'light'),
      toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
    }),
    [theme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme and its setters; throws outside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error(CLIENT_MESSAGES.useThemeOutsideProvider);
  return value;
}
