import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { definitionPlugin } from '../index.js';
import { insertDefinition } from '../authoring/index.js';

const p = (id: string, text = ''): Descendant => ({ type: 'p', id, children: [{ text }] });
const normalize = (document: Descendant[]) => normalizeWithPlugins([textPlugin, definitionPlugin], document);

describe('normalising definitions', () => {
  it('leaves a whole definition as it is (the same document comes back)', () => {
    const doc = [
      p('a', 'Before'),
      {
        type: 'definition',
        id: 'd',
        term: 'casa',
        meanings: [{ type: 'meaning', id: 'm', children: [p('mp', 'house')] }],
        pronunciation: { type: 'pronunciation', id: 'pr', src: '/media/casa.mp3', children: [p('pp', 'KAH-sah')] },
        children: [{ text: '' }],
      },
      p('b', 'After'),
    ];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('inserts a definition already in normal form', () => {
    let n = 0;
    const doc = [p('a'), insertDefinition.create(() => `new${++n}`), p('b')];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
    expect(insertDefinition).toMatchObject({ label: 'Definition', category: 'Language' });
  });

  it('empties a definition given content as children, as a void block', () => {
    const { value, violations } = normalize([p('a'), { type: 'definition', id: 'd', term: 'casa', children: [p('x', 'stray text')] }, p('b')]);
    expect(value[1]).toEqual({ type: 'definition', id: 'd', term: 'casa', children: [{ text: '' }] });
    expect(violations).toEqual([]);
  });

  it('gives meanings, translations and the pronunciation an id, and content to type into when they had none', () => {
    const { value, violations, reports } = normalize([
      p('a'),
      {
        type: 'definition',
        id: 'd',
        meanings: [{ type: 'meaning', children: [p('mp', 'house')] }, { type: 'meaning', id: 'm2', children: [] }],
        translations: [{ type: 'translation', id: 't', children: [] }],
        pronunciation: { type: 'pronunciation', src: '/media/casa.mp3', children: [] },
        children: [{ text: '' }],
      },
      p('b'),
    ]);
    expect(value[1]).toEqual({
      type: 'definition',
      id: 'd',
      meanings: [
        { type: 'meaning', id: 'id1', children: [p('mp', 'house')] },
        { type: 'meaning', id: 'm2', children: [p('id2')] },
      ],
      translations: [{ type: 'translation', id: 't', children: [p('id3')] }],
      pronunciation: { type: 'pronunciation', id: 'id4', src: '/media/casa.mp3', children: [p('id5')] },
      children: [{ text: '' }],
    });
    expect(violations).toEqual([]);
    expect(reports).toContain("Repaired the meanings, translations or pronunciation of definition 'd'");
  });

  it('keeps two definitions apart with a paragraph, so the caret fits between them', () => {
    const d = (id: string): Descendant => ({ type: 'definition', id, term: id, children: [{ text: '' }] });
    const { value, violations } = normalize([p('a'), d('d1'), d('d2'), p('b')]);
    expect(value.map((node) => (node as { type: string }).type)).toEqual(['p', 'definition', 'p', 'definition', 'p']);
    expect(violations).toEqual([]);
  });
});
