import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { foreignPlugin } from '../index.js';

const p = (id: string, ...children: unknown[]) => ({ type: 'p', id, children }) as Descendant;
const foreign = (id: string, ...children: unknown[]) => ({ type: 'foreign', id, lang: 'es', children }) as Descendant;
const normalize = (doc: Descendant[], cursor?: number[]) => normalizeWithPlugins([textPlugin, foreignPlugin], doc, cursor ? { cursor } : {});

describe('normalising foreign text (spec authoring §5)', () => {
  it('keeps foreign text with text in it as it is', () => {
    const doc = [p('a', { text: 'Say ' }, foreign('f', { text: 'hola' }), { text: '.' })];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('removes emptied foreign text', () => {
    const { value, violations } = normalize([p('a', { text: 'Say ' }, foreign('f', { text: '' }), { text: '.' })]);
    expect(value).toEqual([p('a', { text: 'Say .' })]);
    expect(violations).toEqual([]);
  });

  it('keeps empty foreign text while the cursor is inside it', () => {
    const doc = [p('a', { text: 'Say ' }, foreign('f', { text: '' }), { text: '.' })];
    expect(normalize(doc, [0, 1, 0]).value).toBe(doc);
  });

  it('takes foreign text out of foreign text, keeping the words', () => {
    const { value, violations } = normalize([p('a', { text: '' }, foreign('f', { text: 'un ' }, foreign('g', { text: 'mot' })), { text: '' })]);
    expect(value).toEqual([p('a', { text: '' }, foreign('f', { text: 'un mot' }), { text: '' })]);
    expect(violations).toEqual([]);
  });
});
