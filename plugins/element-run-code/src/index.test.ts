import { describe, expect, it } from 'vitest';
import runCodePlugin from './index.js';

describe('element-run-code manifest', () => {
  it('contributes the model of ecl', () => {
    expect(runCodePlugin.id).toBe('element-run-code');
    expect(runCodePlugin.elements?.map((element) => element.kind)).toEqual(['ecl']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of runCodePlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
