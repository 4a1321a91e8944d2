import { describe, expect, it } from 'vitest';
import figurePlugin from './index.js';

describe('element-figure manifest', () => {
  it('contributes the model of figure', () => {
    expect(figurePlugin.id).toBe('element-figure');
    expect(figurePlugin.elements?.map((element) => element.kind)).toEqual(['figure']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of figurePlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
