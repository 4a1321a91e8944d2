// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createEditor, type Descendant, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact, type RenderElementProps } from 'slate-react';
import type { Element } from '@quire/core';
import { elementDialogActions, elementPath, removeElement, setElementFields } from './element-transforms.js';

afterEach(cleanup);

const p = (id: string, text = ''): Element => ({ type: 'p', id, children: [{ text }] });
const video = (fields: Record<string, unknown> = {}): Element => ({ type: 'video', id: 'v', children: [{ text: '' }], ...fields });

function editorWith(value: Descendant[]): Editor {
  const editor = withHistory(withReact(createEditor()));
  editor.children = value;
  return editor;
}

// An element view as a plugin writes one: its buttons change or remove the element it was given.
function renderElement({ attributes, children, element }: RenderElementProps, editor: Editor) {
  if (element.type !== 'video') return <p {...attributes}>{children}</p>;
  return (
    <div {...attributes}>
      <div contentEditable={false}>
        <button type="button" onClick={() => setElementFields(editor, element, { alt: 'Cells dividing', width: undefined })}>
          Save
        </button>
        <button type="button" onClick={() => removeElement(editor, element)}>
          Remove
        </button>
      </div>
      {children}
    </div>
  );
}

function drawEditor(value: Descendant[]): Editor {
  const editor = editorWith(value);
  render(
    <Slate editor={editor} initialValue={value}>
      <Editable renderElement={(props) => renderElement(props, editor)} />
    </Slate>,
  );
  return editor;
}

describe('the element helpers of a view', () => {
  it('set the fields of the element the view draws, removing those given as undefined', () => {
    const editor = drawEditor([p('a'), video({ alt: 'Old', width: 640 }), p('b')]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(editor.children[1]).toEqual({ type: 'video', id: 'v', alt: 'Cells dividing', children: [{ text: '' }] });
  });

  it('make one undoable step of a change', () => {
    const editor = drawEditor([p('a'), video({ alt: 'Old', width: 640 }), p('b')]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    act(() => editor.undo());
    expect(editor.children[1]).toEqual(video({ alt: 'Old', width: 640 }));
  });

  it('remove the element the view draws', () => {
    const editor = drawEditor([p('a'), video(), p('b')]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    expect(editor.children.map((node) => (node as Element).id)).toEqual(['a', 'b']);
  });

  it('find the element again by its id when the view holds it as it was before a change', () => {
    const held = video({ alt: 'Old' });
    const editor = editorWith([p('a'), p('b'), { ...held }]);
    expect(elementPath(editor, held)).toEqual([2]);
    setElementFields(editor, held, { alt: 'New' });
    expect(editor.children[2]).toMatchObject({ alt: 'New' });
    removeElement(editor, held);
    expect(editor.children).toHaveLength(2);
  });

  it('leave the document alone once the element is gone', () => {
    const editor = editorWith([p('a'), p('b')]);
    expect(elementPath(editor, video())).toBeUndefined();
    setElementFields(editor, video(), { alt: 'New' });
    removeElement(editor, { type: 'video', children: [{ text: '' }] });
    expect(editor.children).toEqual([p('a'), p('b')]);
  });

  it("close a settings dialog: Save writes the fields, Cancel removes only an element the dialog was opened on as it was inserted", () => {
    let closed = 0;
    const close = () => closed++;
    const held = video({ alt: 'Old' });
    const editor = editorWith([p('a'), { ...held }, p('b')]);
    elementDialogActions(editor, held, { inserted: false, close }).onSave({ alt: 'New' });
    expect(editor.children[1]).toMatchObject({ alt: 'New' });
    elementDialogActions(editor, held, { inserted: false, close }).onCancel();
    expect(editor.children).toHaveLength(3);
    elementDialogActions(editor, held, { inserted: true, close }).onCancel();
    expect(editor.children.map((node) => (node as Element).id)).toEqual(['a', 'b']);
    expect(closed).toBe(3);
  });
});
