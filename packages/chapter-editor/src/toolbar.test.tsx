/** The toolbar: commands by click and by keyboard, aria-pressed following the selection, roving focus, undo/redo. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { button, renderEditor, selectText } from './test-render.tsx';

const LABELS = [
  'Bold',
  'Italic',
  'Underline',
  'Heading 2',
  'Heading 3',
  'Quote',
  'Paragraph',
  'Scene break',
  'Undo',
  'Redo',
];

describe('Toolbar', () => {
  it('is a labelled toolbar with one labelled button per command, shortcuts in titles and aria-keyshortcuts', async () => {
    await renderEditor({ value: '<p>Text</p>' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    expect(buttons.map((element) => element.getAttribute('aria-label'))).toEqual(LABELS);
    expect(button('Bold')).toHaveAttribute('title', 'Bold (Ctrl+B)');
    expect(button('Bold')).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(button('Heading 2')).toHaveAttribute('title', 'Heading 2 (Ctrl+Alt+2)');
    expect(button('Quote')).toHaveAttribute('title', 'Quote (Ctrl+Shift+B)');
    expect(button('Scene break')).toHaveAttribute('title', 'Scene break');
    expect(button('Scene break')).not.toHaveAttribute('aria-keyshortcuts');
    expect(button('Undo')).not.toHaveAttribute('aria-pressed');
    expect(buttons.filter((element) => element.tabIndex === 0)).toEqual([button('Bold')]);
  });

  it.each([
    ['Bold', '<p><strong>Dragons</strong> fly</p>'],
    ['Italic', '<p><em>Dragons</em> fly</p>'],
    ['Underline', '<p><u>Dragons</u> fly</p>'],
  ])('%s toggles its mark on the selection and shows as pressed', async (name, expected) => {
    const user = userEvent.setup();
    const { editor, handle } = await renderEditor({ value: '<p>Dragons fly</p>' });
    act(() => selectText(editor, 'Dragons'));
    expect(button(name)).toHaveAttribute('aria-pressed', 'false');
    await user.click(button(name));
    expect(button(name)).toHaveAttribute('aria-pressed', 'true');
    expect(handle.current!.flush()).toBe(expected);
    await user.click(button(name));
    expect(button(name)).toHaveAttribute('aria-pressed', 'false');
    expect(handle.current!.flush()).toBe('<p>Dragons fly</p>');
  });

  it.each([
    ['Heading 2', '<h2>Dragons fly</h2>'],
    ['Heading 3', '<h3>Dragons fly</h3>'],
    ['Quote', '<blockquote><p>Dragons fly</p></blockquote>'],
  ])('%s toggles the block and shows as pressed', async (name, expected) => {
    const user = userEvent.setup();
    const { editor, handle } = await renderEditor({ value: '<p>Dragons fly</p>' });
    act(() => selectText(editor, 'fly'));
    await user.click(button(name));
    expect(button(name)).toHaveAttribute('aria-pressed', 'true');
    expect(handle.current!.flush()).toBe(expected);
    await user.click(button(name));
    expect(button(name)).toHaveAttribute('aria-pressed', 'false');
    expect(button('Paragraph')).toHaveAttribute('aria-pressed', 'true');
    expect(handle.current!.flush()).toBe('<p>Dragons fly</p>');
  });

  it('Paragraph turns a heading back into a paragraph', async () => {
    const user = userEvent.setup();
    const { editor, handle } = await renderEditor({ value: '<h2>Title</h2>' });
    act(() => selectText(editor, 'Title'));
    expect(button('Heading 2')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Paragraph')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Paragraph'));
    expect(handle.current!.flush()).toBe('<p>Title</p>');
    expect(button('Paragraph')).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies the keyboard shortcuts in the text', async () => {
    const user = userEvent.setup();
    const { editor, handle, textbox } = await renderEditor({ value: '<p>Dragons fly</p>' });
    textbox.focus();
    act(() => selectText(editor, 'Dragons'));
    await user.keyboard('{Control>}b{/Control}{Control>}i{/Control}{Control>}u{/Control}');
    for (const name of ['Bold', 'Italic', 'Underline']) expect(button(name)).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Control>}{Alt>}3{/Alt}{/Control}');
    expect(button('Heading 3')).toHaveAttribute('aria-pressed', 'true');
    expect(handle.current!.flush()).toBe('<h3><strong><em><u>Dragons</u></em></strong> fly</h3>');
    await user.keyboard('{Control>}{Alt>}0{/Alt}{/Control}{Control>}{Shift>}b{/Shift}{/Control}');
    expect(button('Quote')).toHaveAttribute('aria-pressed', 'true');
    expect(handle.current!.flush()).toBe(
      '<blockquote><p><strong><em><u>Dragons</u></em></strong> fly</p></blockquote>',
    );
  });

  it('inserts a scene break between paragraphs', async () => {
    const user = userEvent.setup();
    const { editor, handle } = await renderEditor({ value: '<p>Before</p><p>After</p>' });
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.child(0).nodeSize - 1);
    });
    await user.click(button('Scene break'));
    expect(handle.current!.flush()).toBe('<p>Before</p><hr /><p>After</p>');
  });

  it('moves focus with arrows, Home and End, and runs a command with Enter', async () => {
    const user = userEvent.setup();
    const { editor, handle } = await renderEditor({ value: '<p>Dragons fly</p>' });
    act(() => selectText(editor, 'fly'));
    await user.tab();
    expect(button('Bold')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Italic')).toHaveFocus();
    expect(button('Italic')).toHaveAttribute('tabindex', '0');
    expect(button('Bold')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(button('Redo')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Bold')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}{ArrowRight}{Enter}');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
    expect(handle.current!.flush()).toBe('<p>Dragons <em>fly</em></p>');
  });

  it('reaches the toolbar from the text with Alt+F10 and returns with Escape', async () => {
    const user = userEvent.setup();
    const { textbox } = await renderEditor({ value: '<p>Text</p>' });
    textbox.focus();
    await user.keyboard('{Alt>}{F10}{/Alt}');
    expect(button('Bold')).toHaveFocus();
    await user.keyboard('{Escape}');
    // TipTap focuses on the next animation frame.
    await waitFor(() => expect(textbox).toHaveFocus());
  });

  it('enables Undo after an edit and Redo after an undo', async () => {
    const user = userEvent.setup();
    const { editor, handle } = await renderEditor({ value: '<p>Dragons fly</p>' });
    expect(button('Undo')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Redo')).toHaveAttribute('aria-disabled', 'true');
    act(() => selectText(editor, 'fly'));
    await user.click(button('Bold'));
    expect(button('Undo')).not.toHaveAttribute('aria-disabled');
    await user.click(button('Undo'));
    expect(handle.current!.flush()).toBe('<p>Dragons fly</p>');
    expect(button('Redo')).not.toHaveAttribute('aria-disabled');
    await user.click(button('Redo'));
    expect(handle.current!.flush()).toBe('<p>Dragons <strong>fly</strong></p>');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const { editor, handle, textbox } = await renderEditor({ value: '<p>Dragons fly</p>', disabled: true });
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(textbox).toHaveAttribute('aria-readonly', 'true');
    for (const name of LABELS) expect(button(name)).toHaveAttribute('aria-disabled', 'true');
    act(() => selectText(editor, 'fly'));
    await user.click(button('Bold'));
    expect(handle.current!.flush()).toBe('<p>Dragons fly</p>');
  });
});
