import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { figurePlugin } from '../index.js';

const p = (id: string, text = '') => ({ type: 'p', id, children: [{ text }] }) as Descendant;
const figure = (id: string, ...children: unknown[]) => ({ type: 'figure', id, title: 'Fig. 1', children }) as Descendant;
const normalize = (doc: Descendant[]) => normalizeWithPlugins([textPlugin, figurePlugin], doc);

describe('normalising figures (spec authoring §5)', () => {
  it('keeps a figure with its title and blocks as it is, even an empty one', () => {
    for (const doc of [[p('a'), figure('f', p('b', 'A cell')), p('c')], [p('a'), figure('f', p('b')), p('c')]]) {
      const { value, violations } = normalize(doc);
      expect(value).toBe(doc);
      expect(violations).toEqual([]);
    }
  });

  it('puts a paragraph between two figures, and around a figure at the edges of the page', () => {
    const { value, violations } = normalize([figure('f', p('b', 'one')), figure('g', p('c', 'two'))]);
    expect(value).toEqual([p('id2'), figure('f', p('b', 'one')), p('id1'), figure('g', p('c', 'two')), p('id3')]);
    expect(violations).toEqual([]);
  });

  it('wraps text put straight in a figure in a paragraph', () => {
    const { value } = normalize([p('a'), figure('f', { text: 'loose' }), p('c')]);
    expect(value).toEqual([p('a'), figure('f', p('id1', 'loose')), p('c')]);
  });
});
