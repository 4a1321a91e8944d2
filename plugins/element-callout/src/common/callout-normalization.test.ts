import { describe, expect, it } from 'vitest';
import { defineElement, definePlugin, type Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { calloutPlugin } from '../index.js';

const p = (id: string, text = '') => ({ type: 'p', id, children: [{ text }] }) as Descendant;
const callout = (id: string, ...children: unknown[]) => ({ type: 'callout', id, children }) as Descendant;
const inline = (id: string, ...children: unknown[]) => ({ type: 'callout_inline', id, children }) as Descendant;
const figure = (id: string, ...children: unknown[]) => ({ type: 'figure', id, children }) as Descendant;
const normalize = (doc: Descendant[], cursor?: number[]) => normalizeWithPlugins([textPlugin, calloutPlugin], doc, cursor ? { cursor } : {});

describe('normalising callouts (spec authoring §5)', () => {
  it('keeps a callout with text as it is', () => {
    const doc = [p('a'), callout('c', p('b', 'Remember this.')), p('d')];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('removes an emptied callout, but keeps it while the cursor is inside', () => {
    const doc = [p('a', 'Before'), callout('c', p('b')), p('d', 'After')];
    expect(normalize(doc).value).toEqual([p('a', 'Before'), p('d', 'After')]);
    expect(normalize(doc, [1, 0, 0]).value).toBe(doc);
  });

  it('removes an emptied inline callout, but keeps it while the cursor is inside', () => {
    const doc = [{ type: 'p', id: 'a', children: [{ text: 'x ' }, inline('i', { text: '' }), { text: ' y' }] } as Descendant];
    expect(normalize(doc).value).toEqual([p('a', 'x  y')]);
    expect(normalize(doc, [0, 1, 0]).value).toBe(doc);
  });

  it('puts a paragraph between two callouts, so the cursor can go between them', () => {
    const { value, violations } = normalize([p('a'), callout('c', p('b', 'one')), callout('d', p('e', 'two')), p('f')]);
    expect(value).toEqual([p('a'), callout('c', p('b', 'one')), p('id1'), callout('d', p('e', 'two')), p('f')]);
    expect(violations).toEqual([]);
  });

  it('wraps text put straight in a callout in a paragraph', () => {
    const { value, violations } = normalize([p('a'), callout('c', { text: 'loose' }), p('d')]);
    expect(value).toEqual([p('a'), callout('c', p('id1', 'loose')), p('d')]);
    expect(violations).toEqual([]);
  });

  it('moves a callout or a figure put in a callout out after it, spaced, keeping their text', () => {
    const { value, violations, reports } = normalizeWithPlugins(
      [textPlugin, calloutPlugin, figureStandIn],
      [p('a'), callout('c', p('b', 'outer'), callout('n', p('m', 'inner')), figure('f', p('g', 'fig'))), p('d')],
    );
    expect(value).toEqual([p('a'), callout('c', p('b', 'outer')), p('id1'), callout('n', p('m', 'inner')), p('id2'), figure('f', p('g', 'fig')), p('d')]);
    expect(violations).toEqual([]);
    expect(reports).toContain("Moved 'figure' out of an element that may not contain it");
  });

  it('takes an inline callout out of an inline callout, keeping the words', () => {
    const { value } = normalize([{ type: 'p', id: 'a', children: [{ text: '' }, inline('i', { text: 'a ' }, inline('j', { text: 'b' })), { text: '' }] } as Descendant]);
    expect(value).toEqual([{ type: 'p', id: 'a', children: [{ text: '' }, inline('i', { text: 'a b' }), { text: '' }] }]);
  });
});

// A block kind named 'figure' holding blocks, so the test needs no other plugin.
const figureStandIn = definePlugin({
  id: 'figure-stand-in',
  elements: [defineElement({ kind: 'figure', structure: { kind: 'figure', display: 'block', content: { type: 'blocks' }, spacedBlock: true } })],
});
