import { describe, expect, it } from 'vitest';
import calloutPlugin from './index.js';
import calloutAuthoring from './authoring/index.js';
import calloutDelivery from './delivery/index.js';

describe('element-callout manifest', () => {
  it('contributes the model of callout, callout_inline', () => {
    expect(calloutPlugin.id).toBe('element-callout');
    expect(calloutPlugin.elements?.map((element) => element.kind)).toEqual(['callout', 'callout_inline']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of calloutPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });

  it('has an editor view and a static learner view for each kind', () => {
    for (const kind of ['callout', 'callout_inline']) {
      expect(calloutAuthoring.elements?.[kind]?.component).toBeTypeOf('function');
      expect(calloutDelivery.elements?.[kind]).toBeTypeOf('function');
    }
    expect(calloutPlugin.elements?.some((element) => element.interactive)).toBe(false);
  });
});
