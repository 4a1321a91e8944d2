import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { listPlugin } from '../index.js';
import { listAuthoring } from './index.js';

function counter(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

describe('element-list insert commands', () => {
  it('offers the lists under Formatting at their menu levels', () => {
    const els = listAuthoring.elements ?? {};
    expect(els.ul.insert).toMatchObject({ label: 'Bulleted list', category: 'Formatting', level: 'limited' });
    expect(els.ol.insert).toMatchObject({ label: 'Numbered list', category: 'Formatting', level: 'limited' });
    expect(els.dl.insert).toMatchObject({ label: 'Description list', category: 'Formatting', level: 'extended' });
  });

  it('creates a bulleted list as ul > li > p with fresh ids', () => {
    expect(listAuthoring.elements?.ul.insert?.create(counter('n'))).toEqual({
      type: 'ul',
      id: 'n1',
      children: [{ type: 'li', id: 'n2', children: [{ type: 'p', id: 'n3', children: [{ text: '' }] }] }],
    });
  });

  it.each(['ul', 'ol', 'dl'])('creates a %s the normaliser leaves unchanged', (kind) => {
    const created = listAuthoring.elements?.[kind].insert?.create(counter('n'));
    const doc = [{ type: 'p', id: 'a', children: [{ text: '' }] }, created, { type: 'p', id: 'b', children: [{ text: '' }] }] as Descendant[];
    const { value, violations } = normalizeWithPlugins([textPlugin, listPlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('has a view for every kind of the manifest', () => {
    expect(Object.keys(listAuthoring.elements ?? {}).sort()).toEqual(listPlugin.elements?.map((e) => e.kind).sort());
  });
});
