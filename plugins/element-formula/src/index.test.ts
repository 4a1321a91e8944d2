import { describe, expect, it } from 'vitest';
import formulaPlugin from './index.js';

describe('element-formula manifest', () => {
  it('contributes the model of formula, formula_inline, math, math_line', () => {
    expect(formulaPlugin.id).toBe('element-formula');
    expect(formulaPlugin.elements?.map((element) => element.kind)).toEqual(['formula', 'formula_inline', 'math', 'math_line']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of formulaPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
