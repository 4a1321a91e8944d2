import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Element } from '@quire/plugin-sdk';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { tableAuthoring } from './index.js';

function render(element: Element, children = 'X'): string {
  const View = tableAuthoring.elements?.[element.type]?.component;
  if (!View) throw new Error(`no view for ${element.type}`);
  const props = { attributes: { 'data-slate-node': 'element', ref: () => {} }, element, children } as ElementEditorProps;
  return renderToStaticMarkup(<View {...props} />);
}

describe('element-table editor views', () => {
  it('draws the table with its style classes and rows in a tbody', () => {
    expect(render({ type: 'table', id: 't', rowstyle: 'alternating', children: [] })).toBe(
      '<table data-slate-node="element" class="table border-solid rowstyle-alternating"><tbody>X</tbody></table>',
    );
  });

  it('shows the caption outside the editable text', () => {
    expect(render({ type: 'table', id: 't', caption: 'Results', children: [] })).toBe(
      '<table data-slate-node="element" class="table border-solid rowstyle-plain"><caption contentEditable="false">Results</caption><tbody>X</tbody></table>',
    );
  });

  it('draws cells as editable th and td with spans and alignment', () => {
    expect(render({ type: 'th', id: 'c', colspan: 2, align: 'center', children: [] })).toBe(
      '<th data-slate-node="element" colSpan="2" style="text-align:center">X</th>',
    );
    expect(render({ type: 'td', id: 'c', rowspan: 3, children: [] })).toBe('<td data-slate-node="element" rowSpan="3">X</td>');
    expect(render({ type: 'tr', id: 'r', children: [] })).toBe('<tr data-slate-node="element">X</tr>');
  });
});
