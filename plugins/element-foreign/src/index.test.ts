import { describe, expect, it } from 'vitest';
import foreignPlugin from './index.js';
import foreignAuthoring from './authoring/index.js';
import foreignDelivery from './delivery/index.js';

describe('element-foreign manifest', () => {
  it('contributes the model of foreign', () => {
    expect(foreignPlugin.id).toBe('element-foreign');
    expect(foreignPlugin.elements?.map((element) => element.kind)).toEqual(['foreign']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of foreignPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });

  it('has an editor view and a static learner view for foreign text', () => {
    expect(foreignAuthoring.elements?.foreign?.component).toBeTypeOf('function');
    expect(foreignDelivery.elements?.foreign).toBeTypeOf('function');
    expect(foreignPlugin.elements?.[0].interactive).toBeFalsy();
  });
});
