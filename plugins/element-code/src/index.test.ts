import { describe, expect, it } from 'vitest';
import codePlugin from './index.js';

describe('element-code manifest', () => {
  it('contributes the model of code, code_line', () => {
    expect(codePlugin.id).toBe('element-code');
    expect(codePlugin.elements?.map((element) => element.kind)).toEqual(['code', 'code_line']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of codePlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
