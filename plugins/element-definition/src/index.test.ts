import { describe, expect, it } from 'vitest';
import definitionPlugin from './index.js';

describe('element-definition manifest', () => {
  it('contributes the model of definition', () => {
    expect(definitionPlugin.id).toBe('element-definition');
    expect(definitionPlugin.elements?.map((element) => element.kind)).toEqual(['definition']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of definitionPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
