// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createEditor, Transforms, type Descendant, type Editor, type Range } from 'slate';
import { Editable, Slate, useSelected, withReact, type RenderElementProps } from 'slate-react';
import type { Element } from '@quire/core';
import { useElementSelected } from './use-element-selected.js';

afterEach(cleanup);

// Each element shows both answers, so the test can hold the hook to slate-react's own.
function Marked({ attributes, children, element }: RenderElementProps) {
  const ours = useElementSelected();
  const slates = useSelected();
  const Tag = element.type === 'p' ? 'p' : 'div';
  return (
    <Tag {...attributes} data-id={element.id} data-ours={String(ours)} data-slates={String(slates)}>
      {children}
    </Tag>
  );
}

const p = (id: string, text: string): Element => ({ type: 'p', id, children: [{ text }] });
const box = (id: string, ...children: Element[]): Element => ({ type: 'group', id, children });

function drawEditor(value: Descendant[]): { editor: Editor; selected: () => string[]; slates: () => string[] } {
  const editor = withReact(createEditor());
  const { container } = render(
    <Slate editor={editor} initialValue={value}>
      <Editable renderElement={(props) => <Marked {...props} />} />
    </Slate>,
  );
  const ids = (attribute: string) => [...container.querySelectorAll(`[${attribute}="true"]`)].map((node) => node.getAttribute('data-id') ?? '');
  return { editor, selected: () => ids('data-ours'), slates: () => ids('data-slates') };
}

const value = (): Descendant[] => [p('a', 'First'), box('g', p('b', 'Second'), p('c', 'Third')), p('d', 'Fourth')];

describe('useElementSelected', () => {
  it('marks the elements that hold the caret, and follows it as it moves and as text is typed', async () => {
    const { editor, selected } = drawEditor(value());
    expect(selected()).toEqual([]);
    await act(async () => Transforms.select(editor, { path: [1, 1, 0], offset: 2 }));
    expect(selected()).toEqual(['g', 'c']);
    await act(async () => editor.insertText('!'));
    expect(selected()).toEqual(['g', 'c']);
    await act(async () => Transforms.select(editor, { path: [0, 0], offset: 0 }));
    expect(selected()).toEqual(['a']);
    await act(async () => Transforms.deselect(editor));
    expect(selected()).toEqual([]);
  });

  it('answers as slate-react’s useSelected does, for carets and ranges', async () => {
    const { editor, selected, slates } = drawEditor(value());
    const selections: Range[] = [
      { anchor: { path: [0, 0], offset: 5 }, focus: { path: [0, 0], offset: 5 } },
      { anchor: { path: [1, 0, 0], offset: 0 }, focus: { path: [1, 0, 0], offset: 0 } },
      { anchor: { path: [0, 0], offset: 1 }, focus: { path: [1, 0, 0], offset: 3 } },
      { anchor: { path: [2, 0], offset: 2 }, focus: { path: [0, 0], offset: 0 } },
      { anchor: { path: [1, 1, 0], offset: 1 }, focus: { path: [1, 1, 0], offset: 4 } },
    ];
    for (const selection of selections) {
      await act(async () => Transforms.select(editor, selection));
      expect(selected()).toEqual(slates());
    }
    expect(selected()).toEqual(['g', 'c']);
  });

  it('keeps up when a change replaces the elements but not the caret', async () => {
    const { editor, selected } = drawEditor(value());
    await act(async () => Transforms.select(editor, { path: [1, 0, 0], offset: 1 }));
    await act(async () => Transforms.setNodes(editor, { purpose: 'example' } as Partial<Element>, { at: [1] }));
    expect(selected()).toEqual(['g', 'b']);
  });

  it('answers false in a view drawn outside an editor', () => {
    function Alone() {
      return <span>{String(useElementSelected())}</span>;
    }
    const { container } = render(<Alone />);
    expect(container.textContent).toBe('false');
  });
});
