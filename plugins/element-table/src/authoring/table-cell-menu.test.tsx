// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Editor, Transforms, type Descendant } from 'slate';
import { Editable, Slate, withReact, type RenderElementProps } from 'slate-react';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { TABLE_TEST_PLUGINS, documentWithTable } from './testing/table-test-plugins.js';

afterEach(cleanup);

function renderElement(props: RenderElementProps) {
  const View = TABLE_TEST_PLUGINS.flatMap((p) => Object.entries(p.authoring?.elements ?? {})).find(([kind]) => kind === props.element.type)?.[1].component;
  return View ? <View {...props} /> : <div {...props.attributes}>{props.children}</div>;
}

function renderEditorWithCursorIn(cellPath: number[]): Editor {
  const editor = withReact(createTestEditor(TABLE_TEST_PLUGINS, documentWithTable()));
  Transforms.select(editor, Editor.start(editor, cellPath));
  render(
    <Slate editor={editor} initialValue={editor.children as Descendant[]}>
      <Editable renderElement={renderElement} />
    </Slate>,
  );
  return editor;
}

function menuButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Table cell menu' });
}

describe('the table cell menu in the editor', () => {
  it('shows its button only in the selected cell, outside the editable text', () => {
    renderEditorWithCursorIn([1, 1, 0]);
    expect(screen.getAllByRole('button', { name: 'Table cell menu' })).toHaveLength(1);
    const cell = menuButton().closest('td');
    expect(cell?.textContent).toContain('C');
    expect(menuButton().closest('[contenteditable="false"]')).not.toBeNull();
    expect(menuButton().getAttribute('aria-haspopup')).toBe('menu');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a menu of labelled actions with the focus on the first', () => {
    renderEditorWithCursorIn([1, 0, 0]);
    fireEvent.click(menuButton());
    const menu = screen.getByRole('menu', { name: 'Table cell menu' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menu.id).toBe(menuButton().getAttribute('aria-controls'));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Toggle header' })).toBe(document.activeElement);
    expect(screen.getByRole('group', { name: 'Border' })).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'Solid border' }).getAttribute('aria-checked')).toBe('true');
    for (const name of ['Insert row before', 'Insert column after', 'Merge right', 'Merge down', 'Delete row', 'Delete column', 'Delete table']) {
      expect(screen.getByRole('menuitem', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('menuitem', { name: 'Split cell' })).toBeNull();
  });

  it('moves through the items with the arrow keys and closes with Escape, back on the button', () => {
    renderEditorWithCursorIn([1, 0, 0]);
    fireEvent.click(menuButton());
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Solid border');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Delete table');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Toggle header');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('opens from the keyboard with the down arrow', () => {
    renderEditorWithCursorIn([1, 0, 0]);
    fireEvent.keyDown(menuButton(), { key: 'ArrowDown' });
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('runs the chosen action on the table and closes', async () => {
    const editor = renderEditorWithCursorIn([1, 0, 0]);
    fireEvent.click(menuButton());
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Insert row after' })));
    expect((editor.children[1] as { children: unknown[] }).children).toHaveLength(3);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.querySelectorAll('tr')).toHaveLength(3);
  });
});
