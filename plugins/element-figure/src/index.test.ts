import { describe, expect, it } from 'vitest';
import figurePlugin from './index.js';
import figureAuthoring from './authoring/index.js';
import figureDelivery from './delivery/index.js';

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

  it('has an editor view and a static learner view for figures', () => {
    expect(figureAuthoring.elements?.figure?.component).toBeTypeOf('function');
    expect(figureDelivery.elements?.figure).toBeTypeOf('function');
    expect(figurePlugin.elements?.[0].interactive).toBeFalsy();
  });
});
