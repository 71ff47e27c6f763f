/** The settings panel: toggled by clicks on the text, hidden 2 s after the last interaction or by an outside click. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInteractiveTarget, useSettingsPanel } from './use-settings-panel.ts';

function Harness() {
  const { open, toggle, onReadingAreaClick, panelRef, readingAreaRef } = useSettingsPanel();
  return (
    <div>
      <p>Outside text</p>
      <button type="button" data-settings-toggle="" onClick={toggle}>
        Settings
      </button>
      <div ref={readingAreaRef} tabIndex={-1} onClick={onReadingAreaClick}>
        <p>Reading text</p>
        <a href="#note">a link in the text</a>
      </div>
      {open && (
        <div ref={panelRef} role="region" aria-label="Reading settings">
          <button type="button">Bigger</button>
        </div>
      )}
    </div>
  );
}

const panel = () => screen.queryByRole('region', { name: 'Reading settings' });
/** A real click: press, then click, as a pointer does it. */
const press = (element: Element) => {
  fireEvent.pointerDown(element);
  fireEvent.click(element);
};
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSettingsPanel', () => {
  it('opens on a click on the text and hides 2 s later', () => {
    render(<Harness />);
    press(screen.getByText('Reading text'));
    expect(panel()).toBeInTheDocument();
    advance(1999);
    expect(panel()).toBeInTheDocument();
    advance(1);
    expect(panel()).not.toBeInTheDocument();
  });

  it('counts interactions inside the panel from the last one', () => {
    render(<Harness />);
    press(screen.getByText('Reading text'));
    advance(1500);
    press(screen.getByRole('button', { name: 'Bigger' }));
    advance(1500);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Bigger' }), { key: 'ArrowUp' });
    advance(1999);
    expect(panel()).toBeInTheDocument();
    advance(1);
    expect(panel()).not.toBeInTheDocument();
  });

  it('toggles closed on a second click on the text', () => {
    render(<Harness />);
    press(screen.getByText('Reading text'));
    press(screen.getByText('Reading text'));
    expect(panel()).not.toBeInTheDocument();
  });

  it('hides on a click outside, but not on its own toggle button', () => {
    render(<Harness />);
    press(screen.getByRole('button', { name: 'Settings' }));
    expect(panel()).toBeInTheDocument();
    press(screen.getByText('Outside text'));
    expect(panel()).not.toBeInTheDocument();
  });

  it('ignores clicks on links and controls in the reading area', () => {
    render(<Harness />);
    press(screen.getByRole('link', { name: 'a link in the text' }));
    expect(panel()).not.toBeInTheDocument();
  });

  it('tells controls from text', () => {
    document.body.innerHTML =
      '<p id="p">t</p><button id="b"><span id="s">x</span></button><span role="slider" id="r"></span><label id="l">x</label>';
    expect(isInteractiveTarget(document.getElementById('p'))).toBe(false);
    for (const id of ['b', 's', 'r', 'l']) expect(isInteractiveTarget(document.getElementById(id))).toBe(true);
    document.body.innerHTML = '';
  });
});
