import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import conjugationPlugin from './index.js';
import conjugationAuthoring from './authoring/index.js';
import conjugationDelivery from './delivery/index.js';

describe('element-conjugation manifest', () => {
  it('contributes the conjugation and its cell, whose learner views are islands (their recordings play)', () => {
    expect(conjugationPlugin.id).toBe('element-conjugation');
    expect(conjugationPlugin.elements?.map((element) => [element.kind, element.interactive])).toEqual([
      ['conjugation', true],
      ['tc', true],
    ]);
  });

  it('gives each kind its structure and a schema for its fields', () => {
    for (const element of conjugationPlugin.elements ?? []) {
      expect(element.structure.kind).toBe(element.kind);
      expect(element.schema).toBeDefined();
      expect(element.schema?.safeParse({ type: 'p', children: [] }).success).toBe(false);
    }
  });

  it('draws every kind in the editor and for learners, from the parts its package lists', () => {
    const kinds = conjugationPlugin.elements?.map((element) => element.kind);
    expect(Object.keys(conjugationAuthoring.elements ?? {})).toEqual(kinds);
    expect(Object.keys(conjugationDelivery.elements ?? {})).toEqual(kinds);
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { quire: { parts: string[] } };
    expect(packageJson.quire.parts).toEqual(['authoring', 'delivery']);
  });
});
