import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededShuffle } from './seeded-shuffle.js';
import { applyShuffleTransformations } from './apply-transformations.js';

describe('seededShuffle', () => {
  it('keeps every item, and the same seed gives the same order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const shuffled = seededShuffle(items, seed);
        expect([...shuffled].sort()).toEqual([...items].sort());
        expect(seededShuffle(items, seed)).toEqual(shuffled);
      }),
    );
  });

  it('reaches every order of three items over a few seeds', () => {
    const orders = new Set(Array.from({ length: 200 }, (_, seed) => seededShuffle(['a', 'b', 'c'], seed).join('')));
    expect(orders.size).toBe(6);
  });
});

describe('applyShuffleTransformations', () => {
  const model = {
    choices: ['a', 'b', 'c', 'd', 'e', 'f'],
    authoring: { transformations: [{ id: 't', path: 'choices', operation: 'shuffle' as const, firstAttemptOnly: true }] },
  };

  it('shuffles the named array of a copy, keeping the choice set', () => {
    const seeds = Array.from({ length: 10 }, (_, seed) => applyShuffleTransformations(model, seed, 1).choices.join(''));
    expect(new Set(seeds).size).toBeGreaterThan(1);
    for (const order of seeds) expect([...order].sort().join('')).toBe('abcdef');
    expect(model.choices.join('')).toBe('abcdef');
  });

  it('keeps the authored order after the first attempt when firstAttemptOnly', () => {
    expect(applyShuffleTransformations(model, 7, 2).choices).toEqual(model.choices);
    const always = { ...model, authoring: { transformations: [{ ...model.authoring.transformations[0], firstAttemptOnly: false }] } };
    const later = Array.from({ length: 10 }, (_, seed) => applyShuffleTransformations(always, seed, 3).choices.join(''));
    expect(new Set(later).size).toBeGreaterThan(1);
  });
});
