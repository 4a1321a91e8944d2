import { describe, expect, it } from 'vitest';
import citePlugin from './index.js';

describe('bibliography manifest', () => {
  it('contributes the model of cite', () => {
    expect(citePlugin.id).toBe('bibliography');
    expect(citePlugin.elements?.map((element) => element.kind)).toEqual(['cite']);
  });

  it('adds the Bibliography page to projects and the References widget to learner pages', () => {
    expect(citePlugin.projectPages).toEqual([{ id: 'bibliography', label: 'Bibliography' }]);
    expect(citePlugin.widgets).toEqual([{ name: 'References', side: 'delivery' }]);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of citePlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
