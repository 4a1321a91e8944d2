// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Transforms, type Descendant, type Editor } from 'slate';
import { Editable, Slate, withReact, type RenderElementProps } from 'slate-react';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { formulaAuthoring } from './index.js';
import { EDIT_FORMULA_LABEL } from './formula-editor-views.js';
import { formulaTestEditor, p } from './testing/formula-test-editor.js';

afterEach(cleanup);

const formula = (fields: Record<string, unknown>): Descendant => ({ type: 'formula', id: 'f', ...fields, children: [{ text: '' }] } as Descendant);

function renderElement(props: RenderElementProps) {
  const View = (formulaAuthoring.elements?.[props.element.type] ?? textAuthoring.elements?.[props.element.type])?.component;
  return View ? <View {...props} /> : <p {...props.attributes}>{props.children}</p>;
}

function drawEditor(value: Descendant[], selectFormula = false): Editor {
  const editor = withReact(formulaTestEditor(value));
  if (selectFormula) Transforms.select(editor, { path: [1, 0], offset: 0 });
  render(
    <Slate editor={editor} initialValue={value}>
      <Editable renderElement={renderElement} />
    </Slate>,
  );
  return editor;
}

describe('a formula in the editor', () => {
  it('is drawn as learners see it, as a control named Edit formula that opens the formula editor with Enter', () => {
    drawEditor([p('a'), formula({ subtype: 'latex', src: 'x^2' }), p('b')]);
    const control = screen.getByRole('button', { name: EDIT_FORMULA_LABEL });
    expect(control.getAttribute('tabindex')).toBe('0');
    expect(control.querySelector('.katex math msup')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(control, { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: 'Formula editor' })).toBeTruthy();
  });

  it('opens the formula editor at once when just inserted, and stores what the author saves', () => {
    const editor = drawEditor([p('a'), formula({ subtype: 'latex', src: '' }), p('b')], true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Latex source' }), { target: { value: 'a+b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(editor.children[1]).toEqual(formula({ subtype: 'latex', src: 'a+b' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a just-inserted formula out again when the author cancels', () => {
    const editor = drawEditor([p('a'), formula({ subtype: 'latex', src: '' }), p('b')], true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(editor.children.map((node) => (node as { type: string }).type)).toEqual(['p', 'p']);
  });
});
