import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import multiInputDelivery from './index.js';
import { INPUT_BLANK } from './input-reference-view.js';
import { renderStem } from './render-stem.js';

const view = multiInputDelivery.elements!.input_ref;
const reference = (id: string) => ({ type: 'input_ref', id, children: [{ text: '' }] });

describe('input reference drawn as content', () => {
  it('is a blank line, so a report of the stem shows the question without its fields', () => {
    expect(renderToStaticMarkup(createElement(view, { element: reference('i1'), children: null }))).toBe(INPUT_BLANK);
  });

  it("is the input's answer field inside the learner's stem, wherever the element holding it is", () => {
    const renderContent = () => createElement('h2', null, 'Water boils at ', createElement(view, { element: reference('i1'), children: null }), ' °C');
    const html = renderToStaticMarkup(<>{renderStem([], renderContent, (id) => <input aria-label={`${id} answer`} />)}</>);
    expect(html).toBe('<h2>Water boils at <input aria-label="i1 answer"/> °C</h2>');
  });
});
