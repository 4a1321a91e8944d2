import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import multiInputDelivery from './index.js';
import { INPUT_BLANK } from './input-ref-blank.js';

describe('input reference drawn as content', () => {
  it('is a blank line, so a report of the stem shows the question without its fields', () => {
    const view = multiInputDelivery.elements?.input_ref;
    expect(view).toBeDefined();
    const element = { type: 'input_ref', id: 'i1', children: [{ text: '' }] };
    expect(renderToStaticMarkup(<>{view!({ element, children: null })}</>)).toBe(INPUT_BLANK);
  });
});
