import { describe, expect, it } from 'vitest';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import type { Descendant } from '@quire/plugin-sdk';
import textPlugin from '@quire/plugin-element-text';
import popupPlugin from '../index.js';

const p = (id: string, ...children: Descendant[]): Descendant => ({ type: 'p', id, children: children.length > 0 ? children : [{ text: '' }] });
const popup = (id: string, fields: Record<string, unknown>, ...children: Descendant[]): Descendant => ({ type: 'popup', id, ...fields, children });
const normalize = (doc: Descendant[]) => normalizeWithPlugins([textPlugin, popupPlugin], doc);
const body = [p('b', { text: 'the house' })];

describe('normalising popups (in the editor, and on the server when a page is saved)', () => {
  it('leaves a popup in a paragraph as it is', () => {
    const doc = [p('a', { text: 'Vivo en ' }, popup('x', { trigger: 'click', content: body, audioSrc: '/media/casa.mp3' }, { text: 'la casa' }), { text: '.' })];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('never nests popups: one inside another gives up its fields and keeps its text in the outer one', () => {
    const { value, violations, reports } = normalize([p('a', { text: 'see ' }, popup('x', { content: body }, { text: 'ca' }, popup('y', { trigger: 'click' }, { text: 'sa' })), { text: '' })]);
    expect(value).toEqual([p('a', { text: 'see ' }, popup('x', { content: body }, { text: 'casa' }), { text: '' })]);
    expect(violations).toEqual([]);
    expect(reports).toHaveLength(1);
  });

  it('puts a popup found among blocks into a paragraph', () => {
    const { value } = normalize([popup('x', { content: body }, { text: 'la casa' })]);
    expect(value).toEqual([p('id1', { text: '' }, popup('x', { content: body }, { text: 'la casa' }), { text: '' })]);
  });

  it('keeps a popup with no anchor text, so its body is not lost; the editor says to type the text', () => {
    const doc = [p('a', { text: 'see ' }, popup('x', { content: body }, { text: '' }), { text: '' })];
    expect(normalize(doc).value).toBe(doc);
  });
});
