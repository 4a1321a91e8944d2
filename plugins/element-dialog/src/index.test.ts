import { describe, expect, it } from 'vitest';
import dialogPlugin from './index.js';

describe('element-dialog manifest', () => {
  it('contributes the model of dialog, dialog_line', () => {
    expect(dialogPlugin.id).toBe('element-dialog');
    expect(dialogPlugin.elements?.map((element) => element.kind)).toEqual(['dialog', 'dialog_line']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of dialogPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
