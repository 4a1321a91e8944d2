import { describe, expect, it } from 'vitest';
import triggerPlugin from './index.js';

describe('element-trigger manifest', () => {
  it('contributes the model of trigger', () => {
    expect(triggerPlugin.id).toBe('element-trigger');
    expect(triggerPlugin.elements?.map((element) => element.kind)).toEqual(['trigger']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of triggerPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
