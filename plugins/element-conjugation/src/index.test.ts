import { describe, expect, it } from 'vitest';
import conjugationPlugin from './index.js';

describe('element-conjugation manifest', () => {
  it('contributes the model of conjugation, tc', () => {
    expect(conjugationPlugin.id).toBe('element-conjugation');
    expect(conjugationPlugin.elements?.map((element) => element.kind)).toEqual(['conjugation', 'tc']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of conjugationPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
