// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pasteMathml } from './formula-paste-rules.js';

const counter = () => {
  let n = 0;
  return () => `id${++n}`;
};
function pasted(html: string): Element {
  return new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;
}
const paste = (html: string) => pasteMathml(pasted(html), () => [], counter(), new Map());

describe('pasting <math>', () => {
  it('makes an inline MathML formula of inline math, and a block one of display="block"', () => {
    expect(paste('<math><mi>x</mi><mo>+</mo><mn>1</mn></math>')).toEqual({
      type: 'formula_inline',
      id: 'id1',
      subtype: 'mathml',
      src: '<math><mi>x</mi><mo>+</mo><mn>1</mn></math>',
      children: [{ text: '' }],
    });
    expect(paste('<math display="block"><mi>y</mi></math>')).toMatchObject({ type: 'formula', subtype: 'mathml', src: '<math display="block"><mi>y</mi></math>' });
  });

  it('sanitises what it keeps', () => {
    expect(paste('<math><mi href="javascript:alert(1)" onclick="alert(2)">x</mi></math>')).toMatchObject({ src: '<math><mi>x</mi></math>' });
  });

  it('leaves other tags to other rules', () => {
    expect(paste('<p>x</p>')).toBeUndefined();
  });
});
