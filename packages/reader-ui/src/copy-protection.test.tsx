/** Tests of CopyProtection: real DOM events, checked through defaultPrevented. */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AllowSelection, CopyProtection } from './copy-protection.tsx';
import { NotifyProvider } from './notify.tsx';

function setup(props: { allowSelection?: boolean } = {}) {
  const notify = vi.fn();
  render(
    <NotifyProvider notify={notify}>
      <p>Outside text</p>
      <CopyProtection {...props}>
        <p>Protected prose</p>
        <textarea aria-label="Reply" />
        <input type="file" aria-label="Cover" />
        <div contentEditable suppressContentEditableWarning>
          Editable
        </div>
        <AllowSelection>
          <p>Quotable</p>
        </AllowSelection>
      </CopyProtection>
    </NotifyProvider>,
  );
  return { notify };
}

function dispatch(target: EventTarget, type: string, init: EventInit = {}) {
  const event = new Event(type, { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

function press(target: EventTarget, key: string, mods: KeyboardEventInit = { ctrlKey: true }) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...mods });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('CopyProtection', () => {
  it('blocks context menu, copy, cut, drag and selection on the content', () => {
    setup();
    const prose = screen.getByText('Protected prose');
    for (const type of ['contextmenu', 'copy', 'cut', 'dragstart', 'selectstart']) {
      expect(dispatch(prose, type), type).toBe(true);
    }
  });

  it('disables text selection with a class, unless allowSelection is set', () => {
    setup();
    expect(screen.getByText('Protected prose').parentElement).toHaveClass('select-none');
  });

  it('blocks Ctrl/Cmd+C, X and A and shows the Copy Disabled toast for C and A', () => {
    const { notify } = setup();
    const prose = screen.getByText('Protected prose');
    expect(press(prose, 'c')).toBe(true);
    expect(press(prose, 'x')).toBe(true);
    expect(press(prose, 'A', { metaKey: true })).toBe(true);
    expect(press(document.body, 'a')).toBe(true);
    expect(notify).toHaveBeenCalledTimes(3);
    expect(notify).toHaveBeenCalledWith({
      title: 'Copy Disabled',
      description: 'Copying content is not allowed',
      variant: 'destructive',
    });
  });

  it('leaves other shortcuts and plain keys alone', () => {
    const { notify } = setup();
    const prose = screen.getByText('Protected prose');
    expect(press(prose, 'v')).toBe(false);
    expect(press(prose, 'c', {})).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it('exempts textareas, inputs, contenteditable and whitelisted areas', () => {
    const { notify } = setup();
    const textarea = screen.getByRole('textbox', { name: 'Reply' });
    const editable = screen.getByText('Editable');
    const quotable = screen.getByText('Quotable');
    for (const target of [textarea, editable, quotable]) {
      expect(dispatch(target, 'copy')).toBe(false);
      expect(dispatch(target, 'contextmenu')).toBe(false);
      expect(press(target, 'c')).toBe(false);
      expect(press(target, 'a')).toBe(false);
    }
    expect(quotable.parentElement).toHaveClass('select-text');
    expect(notify).not.toHaveBeenCalled();
  });

  it('allows drags that start on a file input', () => {
    setup();
    expect(dispatch(screen.getByLabelText('Cover'), 'dragstart')).toBe(false);
  });

  it('does not touch content outside the wrapper', () => {
    setup();
    const outside = screen.getByText('Outside text');
    expect(dispatch(outside, 'copy')).toBe(false);
    expect(dispatch(outside, 'contextmenu')).toBe(false);
    expect(press(outside, 'c')).toBe(false);
  });

  it('blocks copying a selection that covers protected text, wherever the event lands', () => {
    setup();
    const range = document.createRange();
    range.selectNodeContents(screen.getByText('Protected prose'));
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    expect(fireEvent.copy(document.body)).toBe(false);
    document.getSelection()?.removeAllRanges();
  });

  it('does nothing when allowSelection is set', () => {
    const { notify } = setup({ allowSelection: true });
    const prose = screen.getByText('Protected prose');
    expect(prose.parentElement).not.toHaveClass('select-none');
    expect(dispatch(prose, 'copy')).toBe(false);
    expect(press(prose, 'c')).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it('stops blocking after unmount', () => {
    const { unmount } = render(
      <CopyProtection>
        <p>Gone soon</p>
      </CopyProtection>,
    );
    unmount();
    expect(press(document.body, 'a')).toBe(false);
  });
});
