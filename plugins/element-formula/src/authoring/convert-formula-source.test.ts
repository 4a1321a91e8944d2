import { describe, expect, it } from 'vitest';
import { convertFormulaSource } from './convert-formula-source.js';

describe('convertFormulaSource', () => {
  it('converts MathML to LaTeX with mathml-to-latex', () => {
    const mathml = '<math><mfrac><mi>a</mi><mn>2</mn></mfrac><mo>+</mo><msqrt><mi>x</mi></msqrt></math>';
    expect(convertFormulaSource(mathml, 'mathml', 'latex')).toBe('\\frac{a}{2} + \\sqrt{x}');
  });

  it('converts LaTeX to MathML, keeping the LaTeX as its annotation', () => {
    const mathml = convertFormulaSource('x^2', 'latex', 'mathml');
    expect(mathml).toMatch(/^<math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/);
    expect(mathml).toContain('<msup><mi>x</mi><mn>2</mn></msup>');
    expect(mathml).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
  });

  it('keeps source that does not convert, and an empty one', () => {
    expect(convertFormulaSource('\\frac{1', 'latex', 'mathml')).toBe('\\frac{1');
    expect(convertFormulaSource('', 'mathml', 'latex')).toBe('');
    expect(convertFormulaSource('x', 'latex', 'latex')).toBe('x');
  });
});
