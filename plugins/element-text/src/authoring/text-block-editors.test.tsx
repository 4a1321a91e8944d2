import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Element } from '@quire/plugin-sdk';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { textAuthoring } from './index.js';

function render(element: Element, children = 'Hello'): string {
  const View = textAuthoring.elements?.[element.type]?.component;
  if (!View) throw new Error(`no view for ${element.type}`);
  const props = { attributes: { 'data-slate-node': 'element', ref: () => {} }, element, children } as ElementEditorProps;
  return renderToStaticMarkup(<View {...props} />);
}

describe('element-text editor views', () => {
  it('draws a paragraph with the Slate attributes', () => {
    expect(render({ type: 'p', id: 'a', children: [] })).toBe('<p data-slate-node="element">Hello</p>');
  });

  it('draws each heading at its level', () => {
    for (const level of [1, 2, 3, 4, 5, 6]) {
      expect(render({ type: `h${level}`, id: 'a', children: [] })).toBe(`<h${level} data-slate-node="element">Hello</h${level}>`);
    }
  });

  it('draws a quote', () => {
    expect(render({ type: 'blockquote', id: 'a', children: [] })).toBe('<blockquote data-slate-node="element">Hello</blockquote>');
  });
});
