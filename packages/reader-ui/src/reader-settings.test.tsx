/**
 * Tests of ReaderSettings (font select, size slider, line height, text width and page theme choices) and
 * useReaderSettings (persistence, older entries, corrupt storage).
 */
import { READER, type ReaderFont } from '@inkshelf/contracts';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChapterReader } from './chapter-reader.tsx';
import { ReaderSettings } from './reader-settings.tsx';
import type { ReaderLineHeight, ReaderPageTheme, ReaderTextWidth } from './reader-options.ts';
import {
  DEFAULT_READER_SETTINGS,
  fontStack,
  parseReaderSettings,
  READER_SETTINGS_STORAGE_KEY,
  useReaderSettings,
} from './use-reader-settings.ts';

function Harness() {
  const settings = useReaderSettings();
  return (
    <>
      <ReaderSettings
        fontFamily={settings.fontFamily}
        fontSize={settings.fontSize}
        lineHeight={settings.lineHeight}
        textWidth={settings.textWidth}
        pageTheme={settings.pageTheme ?? 'light'}
        onFontFamilyChange={settings.setFontFamily}
        onFontSizeChange={settings.setFontSize}
        onLineHeightChange={settings.setLineHeight}
        onTextWidthChange={settings.setTextWidth}
        onPageThemeChange={settings.setPageTheme}
      />
      <ChapterReader
        title="Preview"
        contentHtml="<p>Text</p>"
        fontFamily={settings.fontFamily}
        fontSize={settings.fontSize}
        lineHeight={settings.lineHeight}
        textWidth={settings.textWidth}
        pageTheme={settings.pageTheme}
      />
    </>
  );
}

const preview = () => screen.getByTestId('chapter-content');
const stored = () => JSON.parse(localStorage.getItem(READER_SETTINGS_STORAGE_KEY) ?? 'null') as unknown;

/** The name a radio gets from its label. */
const accessibleName = (radio: HTMLElement) => radio.closest('label')?.textContent ?? '';

describe('ReaderSettings', () => {
  it('shows the defaults: Georgia, 18px, slider 12-24', () => {
    render(<Harness />);
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveTextContent('Georgia');
    const slider = screen.getByRole('slider', { name: 'Font size' });
    expect(slider).toHaveAttribute('aria-valuenow', '18');
    expect(slider).toHaveAttribute('aria-valuemin', '12');
    expect(slider).toHaveAttribute('aria-valuemax', '24');
    expect(screen.getByText('18px')).toBeInTheDocument();
  });

  it('offers the 10 fonts and applies the chosen one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Font' }));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...READER.fonts]);
    await user.click(screen.getByRole('option', { name: 'Courier New' }));
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveTextContent('Courier New');
    expect(preview().style.fontFamily).toContain('Courier New');
  });

  it('changes the size one step per arrow key and stops at the bounds', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const slider = screen.getByRole('slider', { name: 'Font size' });
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '24');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '12');
    expect(preview().style.fontSize).toBe('12px');
  });

  it('offers line height, text width and page theme, with the defaults chosen', () => {
    render(<Harness />);
    const group = (name: string) => screen.getByRole('group', { name });
    expect(
      within(group('Line height'))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1.5', '1.75', '2']);
    expect(within(group('Line height')).getByRole('radio', { name: '1.75' })).toBeChecked();
    expect(
      within(group('Text width'))
        .getAllByRole('radio')
        .map((radio) => accessibleName(radio)),
    ).toEqual(['Narrow', 'Medium', 'Wide']);
    expect(within(group('Text width')).getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(
      within(group('Page theme'))
        .getAllByRole('radio')
        .map((radio) => accessibleName(radio)),
    ).toEqual(['Light', 'Sepia', 'Dark']);
    expect(within(group('Page theme')).getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  it('applies line height, width and page theme to the text and saves them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const article = screen.getByRole('article');
    const column = screen.getByTestId('chapter-column');
    expect(preview().style.lineHeight).toBe('1.75');
    expect(column.style.maxWidth).toBe('52ch');
    expect(article).not.toHaveAttribute('data-page-theme');

    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('radio', { name: 'Narrow' }));
    await user.click(screen.getByRole('radio', { name: 'Sepia' }));
    expect(preview().style.lineHeight).toBe('2');
    expect(column.style.maxWidth).toBe('44ch');
    expect(article).toHaveAttribute('data-page-theme', 'sepia');
    expect(screen.getByRole('radio', { name: 'Sepia' })).toBeChecked();
    expect(stored()).toEqual({
      fontFamily: 'Georgia',
      fontSize: 18,
      lineHeight: 2,
      textWidth: 'narrow',
      pageTheme: 'sepia',
    });
  });

  it('moves between choices with the arrow keys, as radio buttons do', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Font size' })).toHaveFocus();
    // One stop per group: Tab lands on the chosen option.
    await user.tab();
    expect(screen.getByRole('radio', { name: '1.75' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Narrow' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('article')).toHaveAttribute('data-page-theme', 'dark');
    expect(preview().style.lineHeight).toBe('2');
  });
});

describe('useReaderSettings', () => {
  it('persists changes and restores them on the next mount', () => {
    const first = renderHook(() => useReaderSettings());
    act(() => {
      first.result.current.setFontFamily('Verdana');
      first.result.current.setFontSize(22);
    });
    act(() => {
      first.result.current.setLineHeight(1.5);
      first.result.current.setTextWidth('wide');
      first.result.current.setPageTheme('dark');
    });
    expect(stored()).toEqual({
      fontFamily: 'Verdana',
      fontSize: 22,
      lineHeight: 1.5,
      textWidth: 'wide',
      pageTheme: 'dark',
    });
    first.unmount();
    const second = renderHook(() => useReaderSettings());
    expect(second.result.current).toMatchObject({
      fontFamily: 'Verdana',
      fontSize: 22,
      lineHeight: 1.5,
      textWidth: 'wide',
      pageTheme: 'dark',
    });
    act(() => second.result.current.reset());
    expect(second.result.current).toMatchObject(DEFAULT_READER_SETTINGS);
    expect(second.result.current.pageTheme).toBeNull();
  });

  it('reads an entry saved before line height, width and page theme existed', () => {
    localStorage.setItem(READER_SETTINGS_STORAGE_KEY, JSON.stringify({ fontFamily: 'Palatino', fontSize: 20 }));
    const { result } = renderHook(() => useReaderSettings());
    expect(result.current).toMatchObject({
      fontFamily: 'Palatino',
      fontSize: 20,
      lineHeight: 1.75,
      textWidth: 'medium',
      pageTheme: null,
    });
    // The first change writes the whole entry, the old keys with their old values.
    act(() => result.current.setPageTheme('sepia'));
    expect(stored()).toMatchObject({ fontFamily: 'Palatino', fontSize: 20, pageTheme: 'sepia' });
  });

  it('ignores line heights, widths and themes it does not offer', () => {
    const { result } = renderHook(() => useReaderSettings());
    act(() => {
      result.current.setLineHeight(3 as ReaderLineHeight);
      result.current.setTextWidth('huge' as ReaderTextWidth);
      result.current.setPageTheme('purple' as ReaderPageTheme);
    });
    expect(result.current).toMatchObject({ lineHeight: 1.75, textWidth: 'medium', pageTheme: null });
  });

  it('clamps sizes and ignores unknown fonts', () => {
    const { result } = renderHook(() => useReaderSettings());
    act(() => result.current.setFontSize(99));
    expect(result.current.fontSize).toBe(24);
    act(() => result.current.setFontSize(3.4));
    expect(result.current.fontSize).toBe(12);
    act(() => result.current.setFontFamily('Comic Sans' as ReaderFont));
    expect(result.current.fontFamily).toBe('Georgia');
  });

  it('falls back to the defaults on corrupt storage', () => {
    localStorage.setItem(READER_SETTINGS_STORAGE_KEY, '{not json');
    const { result } = renderHook(() => useReaderSettings());
    expect(result.current.fontFamily).toBe('Georgia');
    expect(result.current.fontSize).toBe(18);
  });

  it('keeps the valid fields when others are bad', () => {
    expect(parseReaderSettings('{"fontFamily":"Arial","fontSize":"big"}')).toEqual({
      ...DEFAULT_READER_SETTINGS,
      fontFamily: 'Arial',
    });
    expect(parseReaderSettings('{"fontFamily":"Wingdings","fontSize":14}')).toEqual({
      ...DEFAULT_READER_SETTINGS,
      fontSize: 14,
    });
    expect(
      parseReaderSettings('{"lineHeight":"2","textWidth":"toString","pageTheme":"sepia","fontSize":null}'),
    ).toEqual({ ...DEFAULT_READER_SETTINGS, pageTheme: 'sepia' });
    expect(parseReaderSettings('{"lineHeight":2,"textWidth":"wide","pageTheme":"night"}')).toEqual({
      ...DEFAULT_READER_SETTINGS,
      lineHeight: 2,
      textWidth: 'wide',
    });
    expect(parseReaderSettings('null')).toEqual(DEFAULT_READER_SETTINGS);
    expect(parseReaderSettings('[1,2]')).toEqual(DEFAULT_READER_SETTINGS);
  });

  it('survives storage that throws', () => {
    const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    const { result } = renderHook(() => useReaderSettings());
    act(() => result.current.setFontSize(20));
    expect(result.current.fontSize).toBe(20);
    get.mockRestore();
    set.mockRestore();
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useReaderSettings());
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: READER_SETTINGS_STORAGE_KEY,
          newValue: JSON.stringify({ fontFamily: 'Garamond', fontSize: 16 }),
        }),
      );
    });
    expect(result.current.fontFamily).toBe('Garamond');
    expect(result.current.fontSize).toBe(16);
  });
});

describe('fontStack', () => {
  it('quotes names with spaces and adds a generic family', () => {
    expect(fontStack('Georgia')).toBe('Georgia, serif');
    expect(fontStack('Courier New')).toBe('"Courier New", monospace');
    expect(fontStack('Trebuchet MS')).toBe('"Trebuchet MS", sans-serif');
  });
});
