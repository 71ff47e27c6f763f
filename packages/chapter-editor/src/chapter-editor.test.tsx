/** ChapterEditor: loading values, the onChange contract (debounce, blur, unmount, flush), counts, paste, a11y. */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChapterEditor } from './chapter-editor.tsx';
import { renderEditor } from './test-render.tsx';

/** Fires a paste as a browser would, with HTML and plain text on the clipboard. */
function paste(target: HTMLElement, html: string, text = '') {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const data: Record<string, string> = { 'text/html': html, 'text/plain': text };
  Object.defineProperty(event, 'clipboardData', {
    value: { getData: (type: string) => data[type] ?? '', types: Object.keys(data), files: [] },
  });
  target.dispatchEvent(event);
}

describe('ChapterEditor', () => {
  it('loads stored HTML and legacy plain text, without reporting a change for loading', async () => {
    const { textbox, onChange, handle } = await renderEditor({ value: 'First line\nsecond\n\nNext & last' });
    expect(Array.from(textbox.querySelectorAll('p'), (paragraph) => paragraph.innerHTML)).toEqual([
      'First line<br>second',
      'Next &amp; last',
    ]);
    expect(handle.current!.flush()).toBe('<p>First line<br />second</p><p>Next &amp; last</p>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports typed text as canonical HTML within the change delay, once for a burst of keys', async () => {
    const { editor, onChange } = await renderEditor({ value: '<p>Start</p>', changeDelay: 50 });
    act(() => void editor.commands.setTextSelection(6));
    // One transaction per key, as ProseMirror dispatches typed text (jsdom cannot type into contenteditable).
    for (const key of ' and more') act(() => void editor.view.dispatch(editor.state.tr.insertText(key)));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('<p>Start and more</p>');
  });

  it('reports pending edits at once on blur, on flush() and on unmount', async () => {
    const { editor, textbox, onChange, handle, unmount } = await renderEditor({
      value: '<p>A</p>',
      changeDelay: 60_000,
    });
    textbox.focus();
    act(() => void editor.commands.insertContentAt(2, 'B'));
    expect(onChange).not.toHaveBeenCalled();
    act(() => textbox.blur());
    expect(onChange).toHaveBeenLastCalledWith('<p>AB</p>');

    act(() => void editor.commands.insertContentAt(3, 'C'));
    expect(handle.current!.flush()).toBe('<p>ABC</p>');
    expect(onChange).toHaveBeenLastCalledWith('<p>ABC</p>');

    act(() => void editor.commands.insertContentAt(4, 'D'));
    unmount();
    expect(onChange).toHaveBeenLastCalledWith('<p>ABCD</p>');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('keeps the content when its own output comes back as value, and loads any other value', async () => {
    const { editor, onChange, handle, rerender } = await renderEditor({ value: '<p>One</p>' });
    act(() => void editor.commands.insertContentAt(4, ' two'));
    const emitted = handle.current!.flush();
    const selection = editor.state.selection.from;
    rerender(<ChapterEditor value={emitted} onChange={onChange} aria-label="Chapter content" ref={handle} />);
    expect(editor.state.selection.from).toBe(selection);
    expect(editor.can().undo()).toBe(true);

    rerender(<ChapterEditor value="Restored draft" onChange={onChange} aria-label="Chapter content" ref={handle} />);
    expect(editor.getText()).toBe('Restored draft');
    expect(handle.current!.flush()).toBe('<p>Restored draft</p>');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows live word and character counts', async () => {
    const { editor } = await renderEditor({ value: '<h2>Title</h2><p>Three small words</p>' });
    expect(screen.getByText('4 words · 22 characters')).toBeInTheDocument();
    act(() => void editor.commands.insertContentAt(editor.state.doc.content.size, '<p>One more</p>'));
    expect(screen.getByText('6 words · 30 characters')).toBeInTheDocument();
    act(() => void editor.commands.clearContent());
    expect(screen.getByText('0 words · 0 characters')).toBeInTheDocument();
  });

  it('cleans pasted Word HTML to the allowlist', async () => {
    const { textbox, handle } = await renderEditor({ value: '' });
    textbox.focus();
    paste(
      textbox,
      '<html><body><!--StartFragment--><h1 class=MsoTitle>Title</h1><p class=MsoNormal style="margin:0">Some ' +
        '<span style="font-weight:bold;color:red">bold</span> <font face=Arial>text</font><o:p></o:p></p>' +
        '<ul><li><a href="https://x.test">listed</a></li></ul><script>alert(1)</script><!--EndFragment--></body></html>',
      'Title Some bold text listed',
    );
    expect(handle.current!.flush()).toBe('<h2>Title</h2><p>Some <strong>bold</strong> text</p><p>listed</p>');
  });

  it('pastes plain text by the paragraph rule: blank lines split paragraphs, newlines are breaks', async () => {
    const { textbox, handle } = await renderEditor({ value: '' });
    textbox.focus();
    paste(textbox, '', 'One\ntwo\n\nThree <b>');
    expect(handle.current!.flush()).toBe('<p>One<br />two</p><p>Three &lt;b&gt;</p>');
  });

  it('labels the text box, points it at the counts and shows the placeholder only while empty', async () => {
    const { textbox, editor } = await renderEditor({
      value: '',
      placeholder: 'Once upon a time…',
      'aria-describedby': 'content-error',
      'aria-invalid': true,
    });
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('aria-placeholder', 'Once upon a time…');
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    const [errorId, countsId] = textbox.getAttribute('aria-describedby')!.split(' ');
    expect(errorId).toBe('content-error');
    expect(document.getElementById(countsId!)).toHaveTextContent('0 words');
    expect(screen.getByText('Once upon a time…')).toHaveAttribute('aria-hidden', 'true');
    act(() => void editor.commands.insertContent('Text'));
    expect(screen.queryByText('Once upon a time…')).not.toBeInTheDocument();
  });

  it('focuses through the handle', async () => {
    const { textbox, handle } = await renderEditor({ value: '<p>Text</p>' });
    act(() => handle.current!.focus());
    await waitFor(() => expect(textbox).toHaveFocus());
  });

  it('warns when the chapter is longer than the server accepts', { timeout: 30_000 }, async () => {
    const long = 'word '.repeat(99_998).trim();
    expect(`<p>${long}</p>`.length).toBe(499_996);
    const { editor, handle, unmount } = await renderEditor({ value: `<p>${long}</p>` });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => void editor.commands.insertContentAt(1, 'More '));
    act(() => void handle.current!.flush());
    expect(screen.getByRole('alert')).toHaveTextContent('Chapter content must be at most 500,000 characters');
    expect(screen.getByText('99,999 words · 499,994 characters')).toBeInTheDocument();
    unmount();

    await renderEditor({ value: `<p>${long} more</p>` });
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
