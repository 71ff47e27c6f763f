/**
 * The settings panel (useSettingsPanel with the real sheet and its useOpenPanel): toggled by taps on the text (a mouse
 * click there opens nothing), hidden 2 s after the last interaction or by an outside click;
 * from the keyboard it takes focus, waits while focus is inside, closes on Escape and gives focus back.
 */
import { useReaderSettings } from '@inkshelf/reader-ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsPanel } from './settings-panel.tsx';
import { isInteractiveTarget, useSettingsPanel } from './use-settings-panel.ts';

/** The page's wiring: the real sheet with the real settings. */
function PageHarness() {
  const panel = useSettingsPanel();
  const { toggleRef, onToggleClick, readingAreaRef, onReadingAreaClick, onReadingAreaPointerDown } = panel;
  const settings = useReaderSettings();
  return (
    <div>
      <p>Outside text</p>
      <button type="button" data-settings-toggle="" ref={toggleRef} onClick={onToggleClick}>
        Settings
      </button>
      <div ref={readingAreaRef} tabIndex={-1} onPointerDown={onReadingAreaPointerDown} onClick={onReadingAreaClick}>
        <p>Reading text</p>
        <a href="#note">a link in the text</a>
      </div>
      <SettingsPanel id="sheet" panel={panel} settings={settings} pageTheme={settings.pageTheme ?? 'light'} />
    </div>
  );
}

const panel = () => screen.queryByRole('region', { name: 'Reading settings' });
const toggleButton = () => screen.getByRole('button', { name: 'Settings' });
/** Enter or Space on a button: a click with no pointer behind it (detail 0). */
const pressWithKeyboard = (element: Element) => {
  fireEvent.keyDown(element, { key: 'Enter' });
  fireEvent.click(element, { detail: 0 });
};
/** A real click: press, then click, as a mouse does it. */
const press = (element: Element) => {
  fireEvent.pointerDown(element, { pointerType: 'mouse' });
  fireEvent.click(element);
};
/** A tap on a touch screen: the same with a finger. */
const tap = (element: Element) => {
  fireEvent.pointerDown(element, { pointerType: 'touch' });
  fireEvent.click(element);
};
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSettingsPanel', () => {
  it('opens on a tap on the text and hides 2 s later', () => {
    render(<PageHarness />);
    tap(screen.getByText('Reading text'));
    expect(panel()).toBeInTheDocument();
    advance(1999);
    expect(panel()).toBeInTheDocument();
    advance(1);
    expect(panel()).not.toBeInTheDocument();
  });

  it('opens nothing on a mouse click on the text (issue 37): the toolbar button opens it', () => {
    render(<PageHarness />);
    press(screen.getByText('Reading text'));
    expect(panel()).not.toBeInTheDocument();
    press(toggleButton());
    expect(panel()).toBeInTheDocument();
  });

  it('counts interactions inside the panel from the last one', () => {
    render(<PageHarness />);
    tap(screen.getByText('Reading text'));
    advance(1500);
    press(screen.getByRole('radio', { name: 'Wide' }));
    advance(1500);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Wide' }), { key: 'ArrowUp' });
    advance(1999);
    expect(panel()).toBeInTheDocument();
    advance(1);
    expect(panel()).not.toBeInTheDocument();
  });

  it('toggles closed on a second tap on the text', () => {
    render(<PageHarness />);
    tap(screen.getByText('Reading text'));
    tap(screen.getByText('Reading text'));
    expect(panel()).not.toBeInTheDocument();
  });

  it('hides on a click outside, but not on its own toggle button', () => {
    render(<PageHarness />);
    press(screen.getByRole('button', { name: 'Settings' }));
    expect(panel()).toBeInTheDocument();
    press(screen.getByText('Outside text'));
    expect(panel()).not.toBeInTheDocument();
  });

  it('ignores taps on links and controls in the reading area', () => {
    render(<PageHarness />);
    tap(screen.getByRole('link', { name: 'a link in the text' }));
    expect(panel()).not.toBeInTheDocument();
  });

  it('does not take focus when opened with a pointer', () => {
    render(<PageHarness />);
    tap(screen.getByText('Reading text'));
    expect(panel()).toBeInTheDocument();
    expect(panel()?.contains(document.activeElement)).toBe(false);
  });

  it('tells controls from text', () => {
    document.body.innerHTML =
      '<p id="p">t</p><button id="b"><span id="s">x</span></button><span role="slider" id="r"></span><label id="l">x</label>';
    expect(isInteractiveTarget(document.getElementById('p'))).toBe(false);
    for (const id of ['b', 's', 'r', 'l']) expect(isInteractiveTarget(document.getElementById(id))).toBe(true);
    document.body.innerHTML = '';
  });
});

describe('useSettingsPanel from the keyboard', () => {
  it('moves focus to the first setting when opened with Enter on its button', () => {
    render(<PageHarness />);
    toggleButton().focus();
    pressWithKeyboard(toggleButton());
    expect(panel()).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveFocus();
  });

  it('does not hide by itself while keyboard focus is inside', () => {
    render(<PageHarness />);
    toggleButton().focus();
    pressWithKeyboard(toggleButton());
    advance(10_000);
    expect(panel()).toBeInTheDocument();
    // Moving between settings keeps it; the focus stays inside.
    const narrow = screen.getByRole('radio', { name: 'Narrow' });
    act(() => narrow.focus());
    fireEvent.keyDown(narrow, { key: 'Tab' });
    advance(10_000);
    expect(panel()).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', () => {
    render(<PageHarness />);
    toggleButton().focus();
    pressWithKeyboard(toggleButton());
    const sepia = screen.getByRole('radio', { name: 'Sepia' });
    act(() => sepia.focus());
    fireEvent.keyDown(sepia, { key: 'Escape' });
    expect(panel()).not.toBeInTheDocument();
    expect(toggleButton()).toHaveFocus();
  });

  it('closes on Escape after a pointer opened it, leaving focus where it was', () => {
    render(<PageHarness />);
    press(screen.getByText('Reading text'));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(panel()).not.toBeInTheDocument();
    expect(toggleButton()).not.toHaveFocus();
  });

  it('ignores an Escape that something inside already handled (an open list closes first)', () => {
    render(<PageHarness />);
    toggleButton().focus();
    pressWithKeyboard(toggleButton());
    const font = screen.getByRole('combobox', { name: 'Font' });
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handled.preventDefault();
    act(() => {
      font.dispatchEvent(handled);
    });
    expect(panel()).toBeInTheDocument();
  });

  it('gives focus back to its button from the close button too', () => {
    render(<PageHarness />);
    toggleButton().focus();
    pressWithKeyboard(toggleButton());
    const close = screen.getByRole('button', { name: 'Close reading settings' });
    act(() => close.focus());
    pressWithKeyboard(close);
    expect(panel()).not.toBeInTheDocument();
    expect(toggleButton()).toHaveFocus();
  });

  it('hides 2 s after focus leaves it', () => {
    render(<PageHarness />);
    toggleButton().focus();
    pressWithKeyboard(toggleButton());
    advance(5000);
    act(() => screen.getByText('Reading text').parentElement?.focus());
    advance(1999);
    expect(panel()).toBeInTheDocument();
    advance(1);
    expect(panel()).not.toBeInTheDocument();
  });

  it('still hides after 2 s when a pointer was used last, and hands focus to its button', () => {
    render(<PageHarness />);
    tap(screen.getByText('Reading text'));
    const wide = screen.getByRole('radio', { name: 'Wide' });
    press(wide);
    act(() => wide.focus());
    expect(wide).toBeChecked();
    advance(2000);
    expect(panel()).not.toBeInTheDocument();
    expect(toggleButton()).toHaveFocus();
  });

  it('keeps a keyboard-opened panel only until a pointer is used', () => {
    render(<PageHarness />);
    toggleButton().focus();
    pressWithKeyboard(toggleButton());
    press(screen.getByRole('radio', { name: '2' }));
    advance(2000);
    expect(panel()).not.toBeInTheDocument();
  });
});
