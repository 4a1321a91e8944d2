import { describe, expect, it } from 'vitest';
import popupPlugin from './index.js';

describe('element-popup manifest', () => {
  it('contributes the model of popup', () => {
    expect(popupPlugin.id).toBe('element-popup');
    expect(popupPlugin.elements?.map((element) => element.kind)).toEqual(['popup']);
  });

  it("draws its learner view as an island, since a learner opens and closes it", () => {
    expect(popupPlugin.elements?.[0]).toMatchObject({ interactive: true, structure: { display: 'inline', excludesDescendants: ['popup'] } });
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of popupPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
