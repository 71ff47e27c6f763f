/** Tests of ReaderSettings (select and slider) and useReaderSettings (persistence, corrupt storage). */
import { READER, type ReaderFont } from '@inkshelf/contracts';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReaderSettings } from './reader-settings.tsx';
import {
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
        onFontFamilyChange={settings.setFontFamily}
        onFontSizeChange={settings.setFontSize}
      />
      <p data-testid="preview" style={{ fontFamily: fontStack(settings.fontFamily), fontSize: settings.fontSize }}>
        Text
      </p>
    </>
  );
}

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
    expect(screen.getByTestId('preview').style.fontFamily).toContain('Courier New');
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
    expect(screen.getByTestId('preview').style.fontSize).toBe('12px');
  });
});

describe('useReaderSettings', () => {
  it('persists changes and restores them on the next mount', () => {
    const first = renderHook(() => useReaderSettings());
    act(() => {
      first.result.current.setFontFamily('Verdana');
      first.result.current.setFontSize(22);
    });
    expect(JSON.parse(localStorage.getItem(READER_SETTINGS_STORAGE_KEY) ?? '')).toEqual({
      fontFamily: 'Verdana',
      fontSize: 22,
    });
    first.unmount();
    const second = renderHook(() => useReaderSettings());
    expect(second.result.current.fontFamily).toBe('Verdana');
    expect(second.result.current.fontSize).toBe(22);
    act(() => second.result.current.reset());
    expect(second.result.current.fontFamily).toBe('Georgia');
    expect(second.result.current.fontSize).toBe(18);
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

  it('keeps a valid field when the other is bad', () => {
    expect(parseReaderSettings('{"fontFamily":"Arial","fontSize":"big"}')).toEqual({
      fontFamily: 'Arial',
      fontSize: 18,
    });
    expect(parseReaderSettings('{"fontFamily":"Wingdings","fontSize":14}')).toEqual({
      fontFamily: 'Georgia',
      fontSize: 14,
    });
    expect(parseReaderSettings('null')).toEqual({ fontFamily: 'Georgia', fontSize: 18 });
    expect(parseReaderSettings('[1,2]')).toEqual({ fontFamily: 'Georgia', fontSize: 18 });
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
