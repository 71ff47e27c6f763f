/**
 * ThemeProvider and useTheme: light or dark, set directly or toggled, persisted and applied on <html>. A visit
 * without a stored choice starts with the device's prefers-color-scheme (storage.ts).
 */
import { CLIENT_MESSAGES, THEME, type DarkMode, type Theme } from '@inkshelf/contracts';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
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

export function ThemeProvider({ children }: { children?: ReactNode }) {
  // The server cannot know the visitor's theme: it renders the default, and so does the first (hydrating) render in
  // the browser. The stored or device theme then comes as a transition: an urgent update there would make React drop
  // the server's HTML of every part not hydrated yet and show its fallback (issue 37: a spinner in dark mode only).
  // public/theme-init.js has put the class on <html> before the first paint, so the colours are right meanwhile.
  const [start, setStart] = useState<{ theme: Theme; known: boolean }>({ theme: THEME.defaultTheme, known: false });
  const [chosen, setThemeState] = useState<Theme>();
  const theme = chosen ?? start.theme;
  useEffect(() => startTransition(() => setStart({ theme: initialTheme(), known: true })), []);
  // Until the start theme is known, the class on <html> is theme-init.js's, not the default's.
  useLayoutEffect(() => {
    if (start.known || chosen) applyTheme(theme);
  }, [theme, start.known, chosen]);

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
