import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '../index.js';

const p = (id: string, text = ''): Descendant => ({ type: 'p', id, children: [{ text }] });

describe('text blocks under the normaliser', () => {
  it('leaves a normal document as it is', () => {
    const doc: Descendant[] = [
      { type: 'h1', id: 'a', children: [{ text: 'Title' }] },
      { type: 'blockquote', id: 'b', children: [p('c', 'Quoted')] },
      p('d', 'After'),
    ];
    const { value, violations } = normalizeWithPlugins([textPlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('lets a document start and end with a heading', () => {
    const doc: Descendant[] = [{ type: 'h2', id: 'a', children: [{ text: 'Only a heading' }] }];
    expect(normalizeWithPlugins([textPlugin], doc).value).toBe(doc);
  });

  it('wraps loose text inside a quote in a paragraph', () => {
    const { value, violations } = normalizeWithPlugins([textPlugin], [
      p('a'),
      { type: 'blockquote', id: 'q', children: [{ text: 'To be' }] },
      p('b'),
    ]);
    expect(value[1]).toEqual({ type: 'blockquote', id: 'q', children: [{ type: 'p', id: 'id1', children: [{ text: 'To be' }] }] });
    expect(violations).toEqual([]);
  });

  it('puts a paragraph between two quotes and at the edges of the document', () => {
    const { value, violations } = normalizeWithPlugins([textPlugin], [
      { type: 'blockquote', id: 'q1', children: [p('a', 'one')] },
      { type: 'blockquote', id: 'q2', children: [p('b', 'two')] },
    ]);
    expect(value.map((n) => ('type' in n ? n.type : 'text'))).toEqual(['p', 'blockquote', 'p', 'blockquote', 'p']);
    expect(violations).toEqual([]);
  });

  it('splits a paragraph around a quote pasted into it', () => {
    const { value, violations } = normalizeWithPlugins([textPlugin], [
      { type: 'p', id: 'a', children: [{ text: 'before' }, { type: 'blockquote', id: 'q', children: [p('b', 'q')] }, { text: 'after' }] },
    ]);
    expect(value.map((n) => ('type' in n ? n.type : 'text'))).toEqual(['p', 'blockquote', 'p']);
    expect(value[0]).toMatchObject({ id: 'a', children: [{ text: 'before' }] });
    expect(value[2]).toMatchObject({ children: [{ text: 'after' }] });
    expect(violations).toEqual([]);
  });
});
