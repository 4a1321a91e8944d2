import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import { entryAdded, entryRemoved, entryRetexted, pronunciationAudioSet, pronunciationRetexted, termEdit } from './definition-edits.js';
import { MAX_DEFINITION_ENTRIES, MAX_TERM_LENGTH } from './definition-limits.js';

const p = (id: string, ...children: unknown[]) => ({ type: 'p', id, children: children.length ? children : [{ text: '' }] });
const definition = (fields: Record<string, unknown>) => ({ type: 'definition', id: 'd', ...fields, children: [{ text: '' }] }) as Element;
const counter = () => {
  let n = 0;
  return () => `new${++n}`;
};

describe('the definition editor’s edits', () => {
  it('stores the term trimmed and within its bound', () => {
    expect(termEdit('  casa ')).toEqual({ term: 'casa' });
    expect((termEdit('a'.repeat(MAX_TERM_LENGTH + 50)).term as string).length).toBe(MAX_TERM_LENGTH);
  });

  it('adds an empty meaning at the end, and refuses one past the bound', () => {
    const d = definition({ meanings: [{ type: 'meaning', id: 'm1', children: [p('p1', { text: 'house' })] }] });
    expect(entryAdded(d, 'meanings', counter())).toEqual({
      meanings: [
        { type: 'meaning', id: 'm1', children: [p('p1', { text: 'house' })] },
        { type: 'meaning', id: 'new1', children: [p('new2')] },
      ],
    });
    const full = definition({ meanings: Array.from({ length: MAX_DEFINITION_ENTRIES }, (_, i) => ({ type: 'meaning', id: `m${i}`, children: [] })) });
    expect(entryAdded(full, 'meanings', counter())).toBeUndefined();
    expect(entryAdded(definition({}), 'translations', counter())).toEqual({ translations: [{ type: 'translation', id: 'new1', children: [p('new2')] }] });
  });

  it('removes an entry, and the whole list with its last entry', () => {
    const d = definition({ translations: [{ type: 'translation', id: 't1', children: [] }, { type: 'translation', id: 't2', children: [] }] });
    expect(entryRemoved(d, 'translations', 0)).toEqual({ translations: [{ type: 'translation', id: 't2', children: [] }] });
    const one = definition({ translations: [{ type: 'translation', id: 't1', children: [] }] });
    expect(entryRemoved(one, 'translations', 0)).toEqual({ translations: undefined });
  });

  it('rewrites an entry’s text in its own paragraph, and leaves a formatted entry whose text did not change', () => {
    const rich = { type: 'meaning', id: 'm1', children: [p('p1', { text: 'a ' }, { text: 'big', strong: true }, { text: ' house' })] };
    const d = definition({ meanings: [rich] });
    expect(entryRetexted(d, 'meanings', 0, 'a big house', counter())).toBeUndefined();
    expect(entryRetexted(d, 'meanings', 0, 'a home', counter())).toEqual({ meanings: [{ type: 'meaning', id: 'm1', children: [p('p1', { text: 'a home' })] }] });
    expect(entryRetexted(d, 'meanings', 3, 'nothing there', counter())).toBeUndefined();
  });

  it('writes the pronunciation’s text and clip into one record, and drops it when both are gone', () => {
    const ids = counter();
    const withText = pronunciationRetexted(definition({}), 'KAH-sah', ids);
    expect(withText).toEqual({ pronunciation: { type: 'pronunciation', id: 'new1', children: [p('new2', { text: 'KAH-sah' })] } });
    const withClip = pronunciationAudioSet(definition(withText!), { src: '/media/casa.mp3', type: 'audio/mpeg' }, ids);
    expect(withClip).toEqual({
      pronunciation: { type: 'pronunciation', id: 'new1', src: '/media/casa.mp3', contenttype: 'audio/mpeg', children: [p('new2', { text: 'KAH-sah' })] },
    });
    const clipOnly = pronunciationRetexted(definition(withClip), '', ids);
    expect(clipOnly).toEqual({ pronunciation: { type: 'pronunciation', id: 'new1', src: '/media/casa.mp3', contenttype: 'audio/mpeg', children: [p('new2')] } });
    expect(pronunciationAudioSet(definition(clipOnly!), undefined, ids)).toEqual({ pronunciation: undefined });
    expect(pronunciationRetexted(definition(withText!), 'KAH-sah', ids)).toBeUndefined();
  });
});
