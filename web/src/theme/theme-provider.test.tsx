/** ThemeProvider: restores and writes both storage keys, applies the class, and useTheme's provider guard. */
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './theme-provider.tsx';

const wrapper = ({ children }: { children?: ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;
const stored = () => [localStorage.getItem('vite-ui-theme'), localStorage.getItem('darkMode')];

describe('ThemeProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('defaults to light with dark mode disabled and writes nothing until changed', () => {
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('light');
    expect(result.current.darkMode).toBe('disabled');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(stored()).toEqual([null, null]);
  });

  it('restores dark from either key', () => {
    localStorage.setItem('vite-ui-theme', 'dark');
    expect(renderHook(() => useTheme(), { wrapper }).result.current.theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    localStorage.clear();
    localStorage.setItem('darkMode', 'enabled');
    expect(renderHook(() => useTheme(), { wrapper }).result.current.darkMode).toBe('enabled');
  });

  describe('before any choice', () => {
    /** A device whose prefers-color-scheme is dark or not (jsdom has no matchMedia of its own). */
    function preferDark(dark: boolean) {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }));
    }
    afterEach(() => vi.unstubAllGlobals());

    it('follows the device and writes nothing', () => {
      preferDark(true);
      const dark = renderHook(() => useTheme(), { wrapper });
      expect(dark.result.current.theme).toBe('dark');
      expect(document.documentElement).toHaveClass('dark');
      dark.unmount();
      preferDark(false);
      expect(renderHook(() => useTheme(), { wrapper }).result.current.theme).toBe('light');
      expect(document.documentElement).toHaveClass('light');
      expect(stored()).toEqual([null, null]);
    });

    it('keeps an explicit light choice on a dark device (either key), and stores a choice made there', () => {
      preferDark(true);
      localStorage.setItem('vite-ui-theme', 'light');
      expect(renderHook(() => useTheme(), { wrapper }).result.current.theme).toBe('light');
      localStorage.clear();
      localStorage.setItem('darkMode', 'disabled');
      const { result } = renderHook(() => useTheme(), { wrapper });
      expect(result.current.theme).toBe('light');

      act(() => result.current.toggleTheme());
      expect(stored()).toEqual(['dark', 'enabled']);
      act(() => result.current.toggleTheme());
      expect(stored()).toEqual(['light', 'disabled']);
      expect(document.documentElement).not.toHaveClass('dark');
    });
  });

  it('ignores values it does not know', () => {
    localStorage.setItem('vite-ui-theme', 'purple');
    localStorage.setItem('darkMode', 'sometimes');
    expect(renderHook(() => useTheme(), { wrapper }).result.current.theme).toBe('light');
  });

  it('toggles, sets directly and keeps both keys and the class in step', () => {
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('dark');
    expect(stored()).toEqual(['dark', 'enabled']);
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');

    act(() => result.current.setDarkMode('disabled'));
    expect(result.current.theme).toBe('light');
    expect(stored()).toEqual(['light', 'disabled']);
    expect(document.documentElement).not.toHaveClass('dark');

    act(() => result.current.setTheme('dark'));
    expect(result.current.darkMode).toBe('enabled');
    expect(stored()).toEqual(['dark', 'enabled']);
  });

  it('only logs when storage fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('light');
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(error).toHaveBeenCalled();
  });

  it('throws outside a ThemeProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useTheme();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useTheme must be used within a ThemeProvider');
  });

  it('renders its children', () => {
    render(<ThemeProvider>inside</ThemeProvider>);
    expect(screen.getByText('inside')).toBeInTheDocument();
  });
});
