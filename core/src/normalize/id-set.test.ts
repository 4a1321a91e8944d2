import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdHashSet, IdSet } from './id-set.js';

describe('IdSet', () => {
  it('reports a second add of the same id as a duplicate', () => {
    const set = new IdSet(4);
    expect(set.add('a')).toBe(true);
    expect(set.add('b')).toBe(true);
    expect(set.add('a')).toBe(false);
    expect(set.size).toBe(2);
  });

  it('forgets everything on clear and keeps working across growth', () => {
    const set = new IdSet(2);
    for (let i = 0; i < 5000; i++) expect(set.add(`id${i}`)).toBe(true);
    expect(set.add('id4999')).toBe(false);
    set.clear();
    expect(set.size).toBe(0);
    expect(set.add('id4999')).toBe(true);
  });

  it('agrees with a Set on any sequence of ids', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 }), { maxLength: 300 }), (ids) => {
        const mine = new IdSet(2);
        const reference = new Set<string>();
        for (const id of ids) {
          const fresh = !reference.has(id);
          reference.add(id);
          expect(mine.add(id)).toBe(fresh);
        }
        expect(mine.size).toBe(reference.size);
      }),
    );
  });
});

describe('IdHashSet', () => {
  it('never takes an id it has seen for a new one, and forgets everything on clear', () => {
    const set = new IdHashSet(2);
    for (let i = 0; i < 5000; i++) expect(set.add(`id${i}`)).toBe(true);
    expect(set.add('id17')).toBe(false);
    expect(set.add('id4999')).toBe(false);
    set.clear();
    expect(set.add('id4999')).toBe(true);
    expect(set.add('id4999')).toBe(false);
    // A lightly used table is emptied slot by slot.
    set.clear();
    expect(set.add('x')).toBe(true);
    expect(set.add('id4999')).toBe(true);
  });

  it('calls every repeated id seen, whatever came between', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 }), { maxLength: 300 }), (ids) => {
        const hashes = new IdHashSet(2);
        const exact = new IdSet(2);
        for (const id of ids) {
          const isNew = exact.add(id);
          const newByHash = hashes.add(id);
          // The other way round need not hold: distinct ids may share a hash.
          if (!isNew) expect(newByHash).toBe(false);
        }
      }),
    );
  });
});
