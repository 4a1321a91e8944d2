import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMULA_SUBTYPE, formulaElementSchema, formulaInlineElementSchema, mathElementSchema } from './formula-schemas.js';

describe('formulas', () => {
  it('accepts LaTeX and MathML formulas, block and inline', () => {
    expect(formulaElementSchema.safeParse({ type: 'formula', src: 'x^2', subtype: 'latex', legacyBlockRendered: true, children: [{ text: '' }] }).success).toBe(true);
    expect(formulaInlineElementSchema.safeParse({ type: 'formula_inline', src: '<math/>', subtype: 'mathml', children: [{ text: '' }] }).success).toBe(true);
    expect(mathElementSchema.safeParse({ type: 'math', children: [{ type: 'math_line', children: [{ text: 'x' }] }] }).success).toBe(true);
  });

  it('refuses an unknown notation and does not fill in the default', () => {
    expect(formulaElementSchema.safeParse({ type: 'formula', src: 'x', subtype: 'asciimath', children: [] }).success).toBe(false);
    expect(formulaElementSchema.parse({ type: 'formula', src: 'x', children: [] })).not.toHaveProperty('subtype');
    expect(DEFAULT_FORMULA_SUBTYPE).toBe('latex');
  });
});
