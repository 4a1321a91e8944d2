// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Descendant } from 'slate';
import { BlockEditor, type BlockEditorProps } from './block-editor.js';
import { createEditorTestPlugins, createTestServices, type TestPlugin } from './testing/editor-test-plugins.js';
import { commandsTestPlugin, openedDialogs } from './testing/commands-test-plugin.js';
import { selectDomText, settle } from './testing/select-dom-text.js';

afterEach(cleanup);
beforeEach(() => {
  openedDialogs.length = 0;
});

const paragraph = (id: string, text: string): Descendant => ({ type: 'p', id, children: [{ text }] });

function renderEditor(options: Partial<BlockEditorProps> & { extra?: TestPlugin[] } = {}) {
  const { extra = [commandsTestPlugin], ...props } = options;
  const onChange = vi.fn<(value: Descendant[]) => void>();
  render(
    <BlockEditor
      plugins={createEditorTestPlugins(extra)}
      services={createTestServices()}
      initialValue={[paragraph('a', 'Hello world'), paragraph('b', 'Second line')]}
      onChange={onChange}
      label="Page content"
      {...props}
    />,
  );
  const toolbar = screen.getByRole('toolbar', { name: 'Page content formatting' });
  const editable = screen.getByRole('textbox', { name: 'Page content' });
  const lastValue = () => onChange.mock.calls.at(-1)?.[0];
  return { toolbar, editable, onChange, lastValue };
}

function button(toolbar: HTMLElement, name: string): HTMLButtonElement {
  return within(toolbar).getByRole('button', { name }) as HTMLButtonElement;
}

describe('the toolbar', () => {
  it('is a named toolbar above the editable area with labelled controls', () => {
    const { toolbar, editable } = renderEditor();
    expect(toolbar.compareDocumentPosition(editable) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names.every((name) => name && name.length > 0)).toBe(true);
    // The primary marks come first, then the plugins' primary commands, then 'More'.
    expect(names.slice(0, 3)).toEqual(['Bold', 'Italic', 'Code']);
    expect(names.indexOf('Link')).toBeGreaterThan(2);
    expect(names.indexOf('Shout')).toBeGreaterThan(2);
    expect(names.indexOf('More')).toBeGreaterThan(names.indexOf('Shout'));
    for (const name of ['Switch to Markdown', 'Right-to-left text', 'Undo', 'Redo', 'Insert']) expect(names).toContain(name);
  });

  it('is one Tab stop; arrow keys, Home and End move along it', () => {
    const { toolbar } = renderEditor();
    const stops = within(toolbar)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(stops.map((b) => b.getAttribute('aria-label'))).toEqual(['Bold']);
    const bold = button(toolbar, 'Bold');
    bold.focus();
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button(toolbar, 'Italic'));
    expect(button(toolbar, 'Italic').tabIndex).toBe(0);
    expect(bold.tabIndex).toBe(-1);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(bold);
    fireEvent.keyDown(bold, { key: 'End' });
    // Undo and Redo are disabled with nothing to undo, so the direction toggle is the last stop.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Right-to-left text');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(bold);
  });

  it('never takes the editor selection on a mouse press', () => {
    const { toolbar } = renderEditor();
    for (const control of within(toolbar).getAllByRole('button').filter((b) => !(b as HTMLButtonElement).disabled)) {
      // fireEvent answers false when the handler prevented the default.
      expect(fireEvent.mouseDown(control)).toBe(false);
    }
  });

  it('toggles a primary mark on the selection and shows it pressed', async () => {
    const { toolbar, editable, lastValue } = renderEditor();
    await selectDomText(editable, 'Hello');
    expect(button(toolbar, 'Bold').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button(toolbar, 'Bold'));
    await settle();
    expect(lastValue()?.[0]).toEqual({ type: 'p', id: 'a', children: [{ text: 'Hello', strong: true }, { text: ' world' }] });
    expect(button(toolbar, 'Bold').getAttribute('aria-pressed')).toBe('true');
    expect(editable.querySelector('strong')?.textContent).toBe('Hello');
  });

  it('offers the other marks and the "more" commands in the keyboard-reachable More menu', async () => {
    const { toolbar, editable, lastValue } = renderEditor();
    await selectDomText(editable, 'Hello');
    const more = button(toolbar, 'More');
    more.focus();
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const highlight = within(menu).getByRole('menuitemcheckbox', { name: 'Highlight' });
    expect(document.activeElement).toBe(highlight);
    expect(highlight.getAttribute('aria-checked')).toBe('false');
    expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Bold' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Whisper' })).toBeTruthy();
    fireEvent.keyDown(highlight, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Deleted');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);

    fireEvent.click(more);
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: 'Highlight' }));
    await settle();
    expect(lastValue()?.[0]).toMatchObject({ children: [{ text: 'Hello', mark: true }, { text: ' world' }] });
  });

  it('shows the current block type and changes it', async () => {
    const { toolbar, editable, lastValue } = renderEditor();
    expect(button(toolbar, 'Block type').disabled).toBe(true);
    await selectDomText(editable, 'Second', 2, 2);
    const blockType = button(toolbar, 'Block type: Paragraph');
    expect(blockType.textContent).toContain('Paragraph');
    fireEvent.click(blockType);
    const menu = screen.getByRole('menu', { name: 'Block type: Paragraph' });
    const options = within(menu).getAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent).slice(0, 7)).toEqual([
      'Paragraph',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Heading 6',
    ]);
    expect(options[0].getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Heading 2' }));
    await settle();
    expect(lastValue()?.[1]).toMatchObject({ type: 'h2', id: 'b' });
    expect(button(toolbar, 'Block type: Heading 2')).toBeTruthy();
  });

  it('runs a primary command at once, and shows its state as pressed', async () => {
    const { toolbar, editable, lastValue } = renderEditor();
    const shout = button(toolbar, 'Shout');
    expect(shout.textContent).toBe('!');
    expect(shout.getAttribute('aria-pressed')).toBe('true');
    await selectDomText(editable, 'Hello', 5, 5);
    fireEvent.click(shout);
    await settle();
    expect(lastValue()?.[0]).toMatchObject({ children: [{ text: 'Hello! world' }] });
  });

  it('enables undo and redo only when there is something to undo or redo', async () => {
    const { toolbar, editable, lastValue } = renderEditor();
    expect(button(toolbar, 'Undo').disabled).toBe(true);
    expect(button(toolbar, 'Redo').disabled).toBe(true);
    await selectDomText(editable, 'Hello');
    fireEvent.click(button(toolbar, 'Italic'));
    await settle();
    expect(button(toolbar, 'Undo').disabled).toBe(false);
    fireEvent.click(button(toolbar, 'Undo'));
    await settle();
    expect(lastValue()?.[0]).toEqual(paragraph('a', 'Hello world'));
    expect(button(toolbar, 'Undo').disabled).toBe(true);
    expect(button(toolbar, 'Redo').disabled).toBe(false);
    fireEvent.click(button(toolbar, 'Redo'));
    await settle();
    expect(lastValue()?.[0]).toMatchObject({ children: [{ text: 'Hello', em: true }, { text: ' world' }] });
  });

  it('is left out when the editor is read-only', () => {
    render(
      <BlockEditor
        plugins={createEditorTestPlugins()}
        services={createTestServices()}
        initialValue={[paragraph('a', 'x')]}
        onChange={() => {}}
        label="Page content"
        readOnly
      />,
    );
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

describe('command dialogs', () => {
  it('opens a command dialog as a modal; Escape closes it and the editor gets its focus and selection back', async () => {
    const { toolbar, editable } = renderEditor();
    await selectDomText(editable, 'world');
    fireEvent.click(button(toolbar, 'Link'));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Address' }));
    const { selection } = openedDialogs[0];
    expect(selection).toEqual({ anchor: { path: [0, 0], offset: 6 }, focus: { path: [0, 0], offset: 11 } });

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(editable);
    expect(openedDialogs[0].editor.selection).toEqual(selection);
  });

  it('closes through the close function the dialog is given', async () => {
    const { toolbar, editable } = renderEditor();
    await selectDomText(editable, 'Hello', 0, 2);
    fireEvent.click(button(toolbar, 'Link'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(editable);
  });

  it('puts back the selection the editor lost while the dialog was open', async () => {
    const { toolbar, editable } = renderEditor();
    await selectDomText(editable, 'Second');
    fireEvent.click(button(toolbar, 'Link'));
    const { editor, selection } = openedDialogs[0];
    fireEvent.click(screen.getByRole('button', { name: 'Lose selection' }));
    expect(editor.selection).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(editor.selection).toEqual(selection);
    // The editor takes the focus once the restored selection has been applied.
    await settle(50);
    expect(document.activeElement).toBe(editable);
  });

  it("opens from the command's hotkey (mod+l)", async () => {
    const { editable } = renderEditor();
    await selectDomText(editable, 'Hello', 1, 1);
    fireEvent.keyDown(editable, { key: 'l', keyCode: 76, ctrlKey: true });
    expect(screen.getByRole('dialog', { name: 'Link' })).toBeTruthy();
  });
});

describe('shortcuts', () => {
  it('act where the caret is now, even right after the browser moved it', async () => {
    const { editable, lastValue } = renderEditor();
    await selectDomText(editable, 'Hello world', 0, 5);
    const textNode = (text: string) => {
      const walker = document.createTreeWalker(editable, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeValue === text) return node;
      throw new Error(`No text node '${text}'`);
    };
    const browserSelects = (text: string, start: number, end: number) => {
      document.getSelection()?.setBaseAndExtent(textNode(text), start, textNode(text), end);
      document.dispatchEvent(new Event('selectionchange'));
    };
    // Two moves in a row, as Shift+arrows make: slate-react hears of the second one later.
    browserSelects('Hello world', 6, 11);
    browserSelects('Second line', 0, 6);
    fireEvent.keyDown(editable, { key: 'b', keyCode: 66, ctrlKey: true });
    await settle();
    expect(lastValue()).toEqual([paragraph('a', 'Hello world'), { type: 'p', id: 'b', children: [{ text: 'Second', strong: true }, { text: ' line' }] }]);
  });
});

describe('text direction', () => {
  it('starts left to right and toggles the editable area to right to left', () => {
    const onDirectionChange = vi.fn();
    const { toolbar, editable } = renderEditor({ onDirectionChange });
    const toggle = button(toolbar, 'Right-to-left text');
    expect(editable.getAttribute('dir')).toBe('ltr');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(editable.getAttribute('dir')).toBe('rtl');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(onDirectionChange).toHaveBeenCalledWith('rtl');
  });

  it('follows the direction its owner keeps', () => {
    const { editable, toolbar } = renderEditor({ direction: 'rtl' });
    expect(editable.getAttribute('dir')).toBe('rtl');
    expect(button(toolbar, 'Right-to-left text').getAttribute('aria-pressed')).toBe('true');
  });
});
