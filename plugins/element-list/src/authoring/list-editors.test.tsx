import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Element } from '@quire/plugin-sdk';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { listAuthoring } from './index.js';

function render(element: Element, children = 'X'): string {
  const View = listAuthoring.elements?.[element.type]?.component;
  if (!View) throw new Error(`no view for ${element.type}`);
  const props = { attributes: { 'data-slate-node': 'element', ref: () => {} }, element, children } as ElementEditorProps;
  return renderToStaticMarkup(<View {...props} />);
}

describe('element-list editor views', () => {
  it('draws lists with their marker style', () => {
    expect(render({ type: 'ul', id: 'a', style: 'square', children: [] })).toBe(
      '<ul data-slate-node="element" style="list-style-type:square">X</ul>',
    );
    expect(render({ type: 'ol', id: 'a', style: 'lower-roman', children: [] })).toBe(
      '<ol data-slate-node="element" style="list-style-type:lower-roman">X</ol>',
    );
    expect(render({ type: 'ol', id: 'a', children: [] })).toBe('<ol data-slate-node="element">X</ol>');
  });

  it('draws list items', () => {
    expect(render({ type: 'li', id: 'a', children: [] })).toBe('<li data-slate-node="element">X</li>');
  });
});
