// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Editor, Transforms, type Element } from 'slate';
import { createTestEditor, testEditorServices } from '@quire/plugin-sdk/testing';
import { LIST_TEST_PLUGINS, li, ol, p, ul } from './testing/list-test-plugins.js';
import { listAuthoring } from './index.js';
import { listStyleCommand, NOT_IN_A_LIST_TEXT } from './list-style-command.js';

afterEach(cleanup);

function openDialog(value: Element[], caretIn: number[]) {
  const editor = createTestEditor(LIST_TEST_PLUGINS, value);
  Transforms.select(editor, Editor.end(editor, caretIn));
  const close = vi.fn();
  const Dialog = listStyleCommand.dialog!;
  render(<Dialog editor={editor} services={testEditorServices(editor)} selection={editor.selection} close={close} />);
  return { editor, close };
}

const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options, (option) => option.value);

describe('List style', () => {
  it("is an entry of the toolbar's 'More' menu, enabled only in a bulleted or numbered list", () => {
    expect(listAuthoring.toolbarCommands).toContain(listStyleCommand);
    expect(listStyleCommand).toMatchObject({ label: 'List style', placement: 'more' });
    const editor = createTestEditor(LIST_TEST_PLUGINS, [p('a', 'Text'), ul('u', li('i', p('ip', 'Item')))]);
    Transforms.select(editor, Editor.end(editor, [0]));
    expect(listStyleCommand.isEnabled?.(editor)).toBe(false);
    Transforms.select(editor, Editor.end(editor, [1, 0, 0]));
    expect(listStyleCommand.isEnabled?.(editor)).toBe(true);
  });

  it('offers the bullet styles of a bulleted list, the current one chosen, and applies the one picked', () => {
    const { editor, close } = openDialog([ul('u', li('i', p('ip', 'Item')))], [0, 0, 0]);
    const select = screen.getByRole('combobox', { name: 'Bullet style' });
    expect(optionTexts(select)).toEqual(['none', 'disc', 'circle', 'square']);
    expect((select as HTMLSelectElement).value).toBe('disc');
    fireEvent.change(select, { target: { value: 'square' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((editor.children[0] as Element).style).toBe('square');
    expect(close).toHaveBeenCalled();
  });

  it('offers the number styles of a numbered list, and sets the style of the innermost list only', () => {
    const nested = ol('outer', li('o1', p('o1p', 'One'), ol('inner', li('n1', p('n1p', 'One a')))));
    const { editor } = openDialog([{ ...nested, style: 'upper-roman' } as Element], [0, 0, 1, 0, 0]);
    const select = screen.getByRole('combobox', { name: 'Number style' });
    expect(optionTexts(select)).toEqual(['decimal', 'decimal-leading-zero', 'lower-roman', 'upper-roman', 'lower-alpha', 'upper-alpha', 'lower-latin', 'upper-latin']);
    expect((select as HTMLSelectElement).value).toBe('decimal');
    fireEvent.change(select, { target: { value: 'lower-alpha' } });
    fireEvent.submit(select.closest('form')!);
    const outer = editor.children[0] as Element;
    expect(outer.style).toBe('upper-roman');
    expect(((outer.children[0] as Element).children[1] as Element).style).toBe('lower-alpha');
  });

  it('changes nothing on Cancel', () => {
    const { editor, close } = openDialog([ul('u', li('i', p('ip', 'Item')))], [0, 0, 0]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Bullet style' }), { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(editor.children[0]).not.toHaveProperty('style');
    expect(close).toHaveBeenCalled();
  });

  it('says what to do when the caret is not in a list', () => {
    openDialog([p('a', 'Text')], [0]);
    expect(screen.getByRole('alert').textContent).toBe(NOT_IN_A_LIST_TEXT);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
