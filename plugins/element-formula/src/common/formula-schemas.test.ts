import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMULA_SUBTYPE, formulaElementSchema, formulaInlineElementSchema, mathElementSchema, MAX_FORMULA_SOURCE_LENGTH } from './formula-schemas.js';

describe('formulas', () => {
  it('accepts LaTeX and MathML formulas, block and inline', () => {
    expect(formulaElementSchema.safeParse({ type: 'formula', src: 'x^2', subtype: 'latex', legacyBlockRendered: true, children: [{ text: '' }] }).success).toBe(true);
    expect(formulaInlineElementSchema.safeParse({ type: 'formula_inline', src: '<math/>', subtype: 'mathml', children: [{ text: '' }] }).success).toBe(true);
    expect(mathElementSchema.safeParse({ type: 'math', children: [{ type: 'math_line', children: [{ text: 'x' }] }] }).success).toBe(true);
  });

  it('reads a formula back exactly as it was written', () => {
    const block = { type: 'formula', id: 'f', src: '\\int_0^1 x\\,dx', subtype: 'latex', legacyBlockRendered: false, children: [{ text: '' }] };
    const inline = { type: 'formula_inline', id: 'i', src: '<math><mi>x</mi></math>', subtype: 'mathml', children: [{ text: '' }] };
    expect(formulaElementSchema.parse(JSON.parse(JSON.stringify(block)))).toEqual(block);
    expect(formulaInlineElementSchema.parse(JSON.parse(JSON.stringify(inline)))).toEqual(inline);
  });

  it('refuses an unknown notation and does not fill in the default', () => {
    expect(formulaElementSchema.safeParse({ type: 'formula', src: 'x', subtype: 'asciimath', children: [] }).success).toBe(false);
    expect(formulaElementSchema.parse({ type: 'formula', src: 'x', children: [] })).not.toHaveProperty('subtype');
    expect(DEFAULT_FORMULA_SUBTYPE).toBe('latex');
  });

  it(`refuses a source longer than ${MAX_FORMULA_SOURCE_LENGTH} characters`, () => {
    const formula = (length: number) => ({ type: 'formula_inline', src: 'x'.repeat(length), children: [{ text: '' }] });
    expect(formulaInlineElementSchema.safeParse(formula(MAX_FORMULA_SOURCE_LENGTH)).success).toBe(true);
    expect(formulaInlineElementSchema.safeParse(formula(MAX_FORMULA_SOURCE_LENGTH + 1)).success).toBe(false);
  });
});
