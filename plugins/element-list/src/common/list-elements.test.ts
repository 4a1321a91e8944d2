import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { listPlugin } from '../index.js';

const p = (id: string, text = ''): Descendant => ({ type: 'p', id, children: [{ text }] });
const plugins = [textPlugin, listPlugin];

function normalize(middle: Descendant[]) {
  return normalizeWithPlugins(plugins, [p('start'), ...middle, p('end')]);
}

describe('lists under the normaliser', () => {
  it('leaves a normal nested list as it is', () => {
    const doc: Descendant[] = [
      p('start'),
      {
        type: 'ul',
        id: 'u',
        style: 'square',
        children: [
          { type: 'li', id: 'l1', children: [p('a', 'one'), { type: 'ol', id: 'o', children: [{ type: 'li', id: 'l2', children: [p('b', 'inner')] }] }] },
        ],
      },
      p('end'),
    ];
    const { value, violations } = normalizeWithPlugins(plugins, doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('wraps loose text in a list in an item holding a paragraph', () => {
    const { value, violations } = normalize([{ type: 'ul', id: 'u', children: [{ text: 'loose' }] }]);
    expect(value[1]).toEqual({
      type: 'ul',
      id: 'u',
      children: [{ type: 'li', id: 'id1', children: [{ type: 'p', id: 'id2', children: [{ text: 'loose' }] }] }],
    });
    expect(violations).toEqual([]);
  });

  it('gives an item holding inline content a paragraph', () => {
    const { value, violations } = normalize([
      { type: 'ol', id: 'o', children: [{ type: 'li', id: 'l', children: [{ text: 'one ' }, { text: 'two', em: true }] }] },
    ]);
    expect(value[1]).toEqual({
      type: 'ol',
      id: 'o',
      children: [{ type: 'li', id: 'l', children: [{ type: 'p', id: 'id1', children: [{ text: 'one ' }, { text: 'two', em: true }] }] }],
    });
    expect(violations).toEqual([]);
  });

  it('puts a paragraph in a list into its own item', () => {
    const { value, violations } = normalize([
      { type: 'ul', id: 'u', children: [{ type: 'li', id: 'l', children: [p('a', 'kept')] }, p('b', 'stray')] },
    ]);
    expect(value[1]).toEqual({
      type: 'ul',
      id: 'u',
      children: [
        { type: 'li', id: 'l', children: [p('a', 'kept')] },
        { type: 'li', id: 'id1', children: [p('b', 'stray')] },
      ],
    });
    expect(violations).toEqual([]);
  });

  it('wraps items found outside a list in one bulleted list', () => {
    const { value, violations } = normalize([
      { type: 'li', id: 'l1', children: [p('a', 'one')] },
      { type: 'li', id: 'l2', children: [p('b', 'two')] },
    ]);
    expect(value[1]).toMatchObject({ type: 'ul', children: [{ id: 'l1' }, { id: 'l2' }] });
    expect(value).toHaveLength(3);
    expect(violations).toEqual([]);
  });

  it('repairs description lists: stray terms get a list, other blocks become definitions', () => {
    const { value, violations } = normalize([
      { type: 'dt', id: 't', children: [{ text: 'Term' }] },
      p('x'),
      { type: 'dl', id: 'd', children: [p('y', 'meaning')] },
    ]);
    expect(value[1]).toMatchObject({ type: 'dl', children: [{ type: 'dt', id: 't', children: [{ text: 'Term' }] }] });
    expect(value[2]).toEqual(p('x'));
    expect(value[3]).toMatchObject({ type: 'dl', id: 'd', children: [{ type: 'dd', children: [{ text: 'meaning' }] }] });
    expect(violations).toEqual([]);
  });
});
