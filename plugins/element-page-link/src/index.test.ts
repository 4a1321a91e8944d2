import { describe, expect, it } from 'vitest';
import pageLinkPlugin from './index.js';

describe('element-page-link manifest', () => {
  it('contributes the model of page_link', () => {
    expect(pageLinkPlugin.id).toBe('element-page-link');
    expect(pageLinkPlugin.elements?.map((element) => element.kind)).toEqual(['page_link']);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of pageLinkPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });
});
