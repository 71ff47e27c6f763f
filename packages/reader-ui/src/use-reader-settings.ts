/**
 * useReaderSettings: the reading page's font family and size (SPEC), line height, text width and page theme,
 * kept together in one localStorage entry and tolerant of bad data.
 */
import { READER, type ReaderFont } from '@inkshelf/contracts';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import {
  DEFAULT_LINE_HEIGHT,
  DEFAULT_TEXT_WIDTH,
  isReaderLineHeight,
  isReaderPageTheme,
  isReaderTextWidth,
  type ReaderLineHeight,
  type ReaderPageTheme,
  type ReaderTextWidth,
} from './reader-options.ts';

/** One JSON object; entries saved before line height, width and page theme existed read as their defaults. */
export const READER_SETTINGS_STORAGE_KEY = 'inkshelf-reader-settings';

export interface ReaderSettingsValue {
  fontFamily: ReaderFont;
  fontSize: number;
  lineHeight: ReaderLineHeight;
  textWidth: ReaderTextWidth;
  /** The reading area's theme; null (never chosen) follows the site's light or dark theme. */
  pageTheme: ReaderPageTheme | null;
}

export const DEFAULT_READER_SETTINGS: ReaderSettingsValue = {
  fontFamily: READER.defaultFont,
  fontSize: READER.fontSize.default,
  lineHeight: DEFAULT_LINE_HEIGHT,
  textWidth: DEFAULT_TEXT_WIDTH,
  pageTheme: null,
};

/** Whether a value is one of the 10 reading fonts. */
export function isReaderFont(value: unknown): value is ReaderFont {
  return typeof value === 'string' && (READER.fonts as readonly string[]).includes(value);
}

/** A font size rounded to a whole step and clamped to 12..24; the default for anything not a number. */
export function clampFontSize(value: unknown): number {
  const { min, max, default: fallback } = READER.fontSize;
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Settings from stored JSON: each field checked on its own, so one bad field keeps the others. */
export function parseReaderSettings(raw: string | null): ReaderSettingsValue {
  if (!raw) return DEFAULT_READER_SETTINGS;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return DEFAULT_READER_SETTINGS;
  }
  if (typeof data !== 'object' || data === null) return DEFAULT_READER_SETTINGS;
  const { fontFamily, fontSize, lineHeight, textWidth, pageTheme } = data as Record<string, unknown>;
  return {
    fontFamily: isReaderFont(fontFamily) ? fontFamily : DEFAULT_READER_SETTINGS.fontFamily,
    fontSize: clampFontSize(fontSize),
    lineHeight: isReaderLineHeight(lineHeight) ? lineHeight : DEFAULT_READER_SETTINGS.lineHeight,
    textWidth: isReaderTextWidth(textWidth) ? textWidth : DEFAULT_READER_SETTINGS.textWidth,
    pageTheme: isReaderPageTheme(pageTheme) ? pageTheme : null,
  };
}

function readStorage(key: string): ReaderSettingsValue {
  try {
    return parseReaderSettings(window.localStorage.getItem(key));
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): fall back to the defaults.
    return DEFAULT_READER_SETTINGS;
  }
}

function writeStorage(key: string, value: ReaderSettingsValue): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy errors only cost persistence; the settings still apply for this page.
  }
}

export interface UseReaderSettings extends ReaderSettingsValue {
  setFontFamily: (font: ReaderFont) => void;
  setFontSize: (size: number) => void;
  setLineHeight: (lineHeight: ReaderLineHeight) => void;
  setTextWidth: (width: ReaderTextWidth) => void;
  setPageTheme: (theme: ReaderPageTheme) => void;
  reset: () => void;
}

/** Reading settings, loaded once from localStorage, saved on change and synced across tabs. */
export function useReaderSettings(storageKey: string = READER_SETTINGS_STORAGE_KEY): UseReaderSettings {
  // The defaults first, as on the server, so a server-rendered chapter hydrates as it was sent; the stored
  // settings apply before the browser paints (a layout effect), so a page rendered in the browser shows no change.
  const [settings, setSettings] = useState<ReaderSettingsValue>(DEFAULT_READER_SETTINGS);
  useLayoutEffect(() => setSettings(readStorage(storageKey)), [storageKey]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setSettings(parseReaderSettings(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  const update = useCallback(
    (patch: Partial<ReaderSettingsValue>) => {
      setSettings((current) => {
        const next = { ...current, ...patch };
        writeStorage(storageKey, next);
        return next;
      });
    },
    [storageKey],
  );

  const setFontFamily = useCallback(
    (font: ReaderFont) => {
      if (isReaderFont(font)) update({ fontFamily: font });
    },
    [update],
  );
  const setFontSize = useCallback((size: number) => update({ fontSize: clampFontSize(size) }), [update]);
  const setLineHeight = useCallback(
    (lineHeight: ReaderLineHeight) => {
      if (isReaderLineHeight(lineHeight)) update({ lineHeight });
    },
    [update],
  );
  const setTextWidth = useCallback(
    (textWidth: ReaderTextWidth) => {
      if (isReaderTextWidth(textWidth)) update({ textWidth });
    },
    [update],
  );
  const setPageTheme = useCallback(
    (pageTheme: ReaderPageTheme) => {
      if (isReaderPageTheme(pageTheme)) update({ pageTheme });
    },
    [update],
  );
  const reset = useCallback(() => update(DEFAULT_READER_SETTINGS), [update]);

  return { ...settings, setFontFamily, setFontSize, setLineHeight, setTextWidth, setPageTheme, reset };
}

const SANS_FONTS: readonly string[] = ['Arial', 'Verdana', 'Helvetica', 'Trebuchet MS'];

/** A CSS font-family list for a reading font, with a generic fallback ('"Courier New", monospace'). */
export function fontStack(font: string): string {
  const generic = font === 'Courier New' ? 'monospace' : SANS_FONTS.includes(font) ? 'sans-serif' : 'serif';
  const name = /\s/.test(font) ? `"${font.replace(/"/g, '')}"` : font;
  return `${name}, ${generic}`;
}
