import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/core';
import { fieldRecords, isFieldRecord, isPlainContent, plainRecord, recordText, withRecordText, type FieldRecord } from './field-records.js';

const p = (id: string, text: string): Descendant => ({ type: 'p', id, children: [{ text }] });
const meaning = (id: string, children: Descendant[]): FieldRecord => ({ type: 'meaning', id, children });

function ids() {
  let next = 0;
  return () => `new${++next}`;
}

describe('reading field records', () => {
  it('knows a record by its type and children, and skips anything else in a list of them', () => {
    expect(isFieldRecord(meaning('m', []))).toBe(true);
    expect(isFieldRecord({ type: 'meaning' })).toBe(false);
    expect(isFieldRecord({ children: [] })).toBe(false);
    expect(isFieldRecord(null)).toBe(false);
    expect(fieldRecords([meaning('m1', []), 'house', null, { type: 7, children: [] }, meaning('m2', [])]).map((record) => record.id)).toEqual(['m1', 'm2']);
    expect(fieldRecords('house')).toEqual([]);
  });

  it("reads a record's content as plain text, its blocks joined by a space", () => {
    expect(recordText(meaning('m', [p('a', 'a '), { type: 'p', children: [{ text: 'big', strong: true }, { text: ' house' }] }]))).toBe('a big house');
    expect(recordText(meaning('m', [{ text: 'bare' }]))).toBe('bare');
    expect(recordText(undefined)).toBe('');
  });

  it('tells plain content, which an edit as text keeps whole, from formatted content', () => {
    expect(isPlainContent([p('a', 'house')])).toBe(true);
    expect(isPlainContent([{ text: 'house' }])).toBe(true);
    expect(isPlainContent([])).toBe(true);
    expect(isPlainContent([{ type: 'p', children: [{ text: 'house', em: true }] }])).toBe(false);
    expect(isPlainContent([p('a', 'house'), p('b', 'home')])).toBe(false);
    expect(isPlainContent([{ type: 'h1', children: [{ text: 'house' }] }])).toBe(false);
  });
});

describe('writing field records', () => {
  it('makes a record of one paragraph, both with new ids', () => {
    expect(plainRecord('pronunciation', 'KAH-sah', ids())).toEqual({ type: 'pronunciation', id: 'new1', children: [p('new2', 'KAH-sah')] });
  });

  it("rewrites a record's content as one paragraph, keeping its other fields and its paragraph's id", () => {
    const record: FieldRecord = { type: 'pronunciation', id: 'pr', src: '/media/casa.mp3', children: [p('prp', 'KAH-sa')] };
    expect(withRecordText(record, 'KAH-sah', ids())).toEqual({ ...record, children: [p('prp', 'KAH-sah')] });
  });

  it('gives the paragraph a new id when the record held other content', () => {
    const rich = meaning('m', [p('a', 'a big'), p('b', 'house')]);
    expect(withRecordText(rich, 'a big house', ids())).toEqual(meaning('m', [p('new1', 'a big house')]));
    expect(withRecordText(meaning('m', [{ text: 'bare' }]), 'bare', ids())).toEqual(meaning('m', [p('new1', 'bare')]));
  });
});
