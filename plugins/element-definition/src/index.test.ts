import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import definitionPlugin from './index.js';
import definitionAuthoring from './authoring/index.js';
import definitionDelivery from './delivery/index.js';

describe('element-definition manifest', () => {
  it('contributes the definition, whose learner view is an island (its pronunciation plays)', () => {
    expect(definitionPlugin.id).toBe('element-definition');
    expect(definitionPlugin.elements?.map((element) => [element.kind, element.interactive])).toEqual([['definition', true]]);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of definitionPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });

  it('draws every kind in the editor and for learners, from the parts its package lists', () => {
    const kinds = definitionPlugin.elements?.map((element) => element.kind);
    expect(Object.keys(definitionAuthoring.elements ?? {})).toEqual(kinds);
    expect(Object.keys(definitionDelivery.elements ?? {})).toEqual(kinds);
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { quire: { parts: string[] } };
    expect(packageJson.quire.parts).toEqual(['authoring', 'delivery']);
  });
});
