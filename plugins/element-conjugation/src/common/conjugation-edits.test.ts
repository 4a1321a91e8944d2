import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import {
  cellAudioSet,
  cellPronounsSet,
  cellRetexted,
  columnAdded,
  columnRemoved,
  pronunciationAudioSet,
  pronunciationRetexted,
  rowAdded,
  rowRemoved,
  textEdit,
} from './conjugation-edits.js';
import { MAX_CONJUGATION_COLUMNS, MAX_CONJUGATION_ROWS, MAX_CONJUGATION_TEXT_LENGTH } from './conjugation-limits.js';

const tc = (id: string, text = '', fields: Record<string, unknown> = {}) => ({ type: 'tc', id, ...fields, children: [{ text }] });
const tr = (id: string, ...cells: unknown[]) => ({ type: 'tr', id, children: cells });
const conjugation = (...rows: unknown[]) => ({ type: 'conjugation', id: 'c', table: { type: 'table', id: 't', children: rows }, children: [{ text: '' }] }) as Element;
const counter = () => {
  let n = 0;
  return () => `new${++n}`;
};
const rowsOf = (fields: Readonly<Record<string, unknown>> | undefined) => (fields?.table as { children: unknown[] }).children;

const twoByTwo = () => conjugation(tr('r1', tc('a', 'hablo', { pronouns: 'yo' }), tc('b', 'hablamos')), tr('r2', tc('c', 'hablas'), tc('d', 'habláis')));

describe('the conjugation editor’s edits', () => {
  it('stores the title and verb trimmed and within their bound, and removes a blank one', () => {
    expect(textEdit('verb', ' hablar ')).toEqual({ verb: 'hablar' });
    expect(textEdit('title', '   ')).toEqual({ title: undefined });
    expect((textEdit('title', 'x'.repeat(MAX_CONJUGATION_TEXT_LENGTH + 9)).title as string).length).toBe(MAX_CONJUGATION_TEXT_LENGTH);
  });

  it('adds a row of empty cells as wide as the table, and a column of them', () => {
    expect(rowsOf(rowAdded(twoByTwo(), counter()))).toEqual([...rowsOf({ table: twoByTwo().table }), tr('new1', tc('new2'), tc('new3'))]);
    expect(rowsOf(columnAdded(twoByTwo(), counter()))).toEqual([
      tr('r1', tc('a', 'hablo', { pronouns: 'yo' }), tc('b', 'hablamos'), tc('new1')),
      tr('r2', tc('c', 'hablas'), tc('d', 'habláis'), tc('new2')),
    ]);
  });

  it('makes a table for a conjugation that had none', () => {
    const bare = { type: 'conjugation', id: 'c', children: [{ text: '' }] } as Element;
    const oneCell = { table: { type: 'table', id: expect.any(String), children: [tr(expect.any(String), tc(expect.any(String)))] } };
    expect(rowAdded(bare, counter())).toEqual(oneCell);
    expect(columnAdded(bare, counter())).toEqual(oneCell);
  });

  it('removes a row or a column, but never the last one', () => {
    expect(rowsOf(rowRemoved(twoByTwo(), 0, counter()))).toEqual([tr('r2', tc('c', 'hablas'), tc('d', 'habláis'))]);
    expect(rowsOf(columnRemoved(twoByTwo(), 0, counter()))).toEqual([tr('r1', tc('b', 'hablamos')), tr('r2', tc('d', 'habláis'))]);
    const single = conjugation(tr('r', tc('a')));
    expect(rowRemoved(single, 0, counter())).toBeUndefined();
    expect(columnRemoved(single, 0, counter())).toBeUndefined();
    expect(rowRemoved(twoByTwo(), 5, counter())).toBeUndefined();
  });

  it(`stops at ${MAX_CONJUGATION_ROWS} rows and ${MAX_CONJUGATION_COLUMNS} columns`, () => {
    const tall = conjugation(...Array.from({ length: MAX_CONJUGATION_ROWS }, (_, i) => tr(`r${i}`, tc(`c${i}`))));
    expect(rowAdded(tall, counter())).toBeUndefined();
    const wide = conjugation(tr('r', ...Array.from({ length: MAX_CONJUGATION_COLUMNS }, (_, i) => tc(`c${i}`))));
    expect(columnAdded(wide, counter())).toBeUndefined();
  });

  it('writes a cell’s form, pronouns and recording, changing nothing else', () => {
    expect(rowsOf(cellRetexted(twoByTwo(), 1, 0, ' hablás ', counter()))[1]).toEqual(tr('r2', tc('c', 'hablás'), tc('d', 'habláis')));
    expect(cellRetexted(twoByTwo(), 1, 0, 'hablas', counter())).toBeUndefined();
    expect(rowsOf(cellPronounsSet(twoByTwo(), 0, 1, 'nosotros', counter()))[0]).toEqual(tr('r1', tc('a', 'hablo', { pronouns: 'yo' }), tc('b', 'hablamos', { pronouns: 'nosotros' })));
    expect(rowsOf(cellPronounsSet(twoByTwo(), 0, 0, '', counter()))[0]).toEqual(tr('r1', tc('a', 'hablo'), tc('b', 'hablamos')));
    const withClip = cellAudioSet(twoByTwo(), 0, 0, { src: '/media/hablo.mp3', type: 'audio/mpeg' }, counter());
    expect(rowsOf(withClip)[0]).toEqual(tr('r1', tc('a', 'hablo', { pronouns: 'yo', audioSrc: '/media/hablo.mp3', audioType: 'audio/mpeg' }), tc('b', 'hablamos')));
    const withTable = { ...twoByTwo(), table: withClip!.table } as Element;
    expect(rowsOf(cellAudioSet(withTable, 0, 0, undefined, counter()))[0]).toEqual(tr('r1', tc('a', 'hablo', { pronouns: 'yo' }), tc('b', 'hablamos')));
    expect(cellAudioSet(twoByTwo(), 0, 0, undefined, counter())).toBeUndefined();
  });

  it('writes the verb’s pronunciation text and clip into one record, and drops it when both are gone', () => {
    const ids = counter();
    const withText = pronunciationRetexted(twoByTwo(), 'ah-BLAR', ids);
    expect(withText).toEqual({ pronunciation: { type: 'pronunciation', id: 'new1', children: [{ type: 'p', id: 'new2', children: [{ text: 'ah-BLAR' }] }] } });
    const withClip = pronunciationAudioSet({ ...twoByTwo(), ...withText } as Element, { src: '/media/hablar.mp3' }, ids);
    expect(withClip.pronunciation).toMatchObject({ src: '/media/hablar.mp3' });
    expect(pronunciationAudioSet({ ...twoByTwo(), ...withText } as Element, undefined, ids)).toEqual(withText);
    expect(pronunciationRetexted({ ...twoByTwo(), ...withText } as Element, '', ids)).toEqual({ pronunciation: undefined });
  });
});
