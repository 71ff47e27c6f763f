/** Chapter keyboard navigation: which arrow key presses move to another chapter. */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { arrowDirection, isArrowOwner, useArrowNavigation } from './keyboard.ts';

const key = (init: Partial<KeyboardEvent> & { target?: EventTarget | null }) =>
  ({
    key: 'ArrowRight',
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    defaultPrevented: false,
    isComposing: false,
    target: document.body,
    ...init,
  }) as KeyboardEvent;

describe('arrowDirection', () => {
  it('maps Left to previous and Right to next', () => {
    expect(arrowDirection(key({ key: 'ArrowLeft' }))).toBe('previous');
    expect(arrowDirection(key({ key: 'ArrowRight' }))).toBe('next');
    expect(arrowDirection(key({ key: 'ArrowUp' }))).toBeNull();
    expect(arrowDirection(key({ key: 'a' }))).toBeNull();
  });

  it('ignores the keys with any modifier held', () => {
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const) {
      expect(arrowDirection(key({ [modifier]: true }))).toBeNull();
    }
  });

  it('ignores keys already handled or still composing', () => {
    expect(arrowDirection(key({ defaultPrevented: true }))).toBeNull();
    expect(arrowDirection(key({ isComposing: true }))).toBeNull();
  });

  it('leaves text fields and arrow-key widgets alone', () => {
    document.body.innerHTML = `
      <input id="i" /><textarea id="t"></textarea><select id="s"></select>
      <div contenteditable="true"><span id="e">x</span></div>
      <span role="slider" id="r" tabindex="0"></span><div role="radiogroup"><button role="radio" id="star"></button></div>
      <button id="b">ok</button><a id="a" href="#">link</a>`;
    for (const id of ['i', 't', 's', 'r', 'star']) {
      expect(isArrowOwner(document.getElementById(id))).toBe(true);
      expect(arrowDirection(key({ target: document.getElementById(id) }))).toBeNull();
    }
    // jsdom has no isContentEditable; the attribute selector still catches the editable area.
    expect(isArrowOwner(document.getElementById('e'))).toBe(true);
    // Plain buttons and links do not use arrows: navigation still works from them.
    expect(arrowDirection(key({ target: document.getElementById('b') }))).toBe('next');
    expect(arrowDirection(key({ target: document.getElementById('a') }))).toBe('next');
    document.body.innerHTML = '';
  });
});

function Harness({ previous, next, go }: { previous: number | null; next: number | null; go: (n: number) => void }) {
  useArrowNavigation({ previous, next }, go);
  return <input aria-label="comment" />;
}

describe('useArrowNavigation', () => {
  it('goes to the neighbour chapter and prevents the default scroll', () => {
    const go = vi.fn();
    render(<Harness previous={2} next={4} go={go} />);
    const right = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    document.body.dispatchEvent(right);
    expect(go).toHaveBeenLastCalledWith(4);
    expect(right.defaultPrevented).toBe(true);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(go).toHaveBeenLastCalledWith(2);
    expect(go).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a neighbour, with a modifier, or inside a text field', () => {
    const go = vi.fn();
    render(<Harness previous={null} next={4} go={go} />);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'comment' }), { key: 'ArrowRight' });
    expect(go).not.toHaveBeenCalled();
  });
});
