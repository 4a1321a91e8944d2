import { describe, expect, it } from 'vitest';
import type { Logic, SearchCondition } from '@quire/core';
import { matchesLogic, type LogicCandidate } from './activity-logic.js';

const cell: LogicCandidate = {
  id: 1,
  title: 'Parts of a Cell',
  text: 'Which   organelle makes energy? Mitochondria Nucleus',
  objectiveIds: [10, 11],
  tagIds: [3, 4],
  activityTypeId: 7,
};
const untyped: LogicCandidate = { id: 2, title: 'Warm-up', text: '', objectiveIds: [], tagIds: [], activityTypeId: null };

const where = (conditions: SearchCondition | null): Logic => ({ conditions });

describe('matchesLogic', () => {
  it('lets everything through without conditions', () => {
    expect(matchesLogic(cell, where(null))).toBe(true);
    expect(matchesLogic(untyped, where(null))).toBe(true);
  });

  it('reads contains as "shares at least one id" and does_not_contain as "shares none"', () => {
    expect(matchesLogic(cell, where({ fact: 'tags', operator: 'contains', value: [4, 99] }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'tags', operator: 'contains', value: [98, 99] }))).toBe(false);
    expect(matchesLogic(cell, where({ fact: 'tags', operator: 'does_not_contain', value: [4, 99] }))).toBe(false);
    expect(matchesLogic(cell, where({ fact: 'tags', operator: 'does_not_contain', value: [99] }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'objectives', operator: 'contains', value: [11] }))).toBe(true);
    expect(matchesLogic(untyped, where({ fact: 'objectives', operator: 'contains', value: [11] }))).toBe(false);
    expect(matchesLogic(cell, where({ fact: 'type', operator: 'contains', value: [5, 7] }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'type', operator: 'does_not_contain', value: [5, 7] }))).toBe(false);
  });

  it('reads equals as "exactly these ids", in any order and with repeats', () => {
    expect(matchesLogic(cell, where({ fact: 'tags', operator: 'equals', value: [4, 3, 4] }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'tags', operator: 'equals', value: [3] }))).toBe(false);
    expect(matchesLogic(cell, where({ fact: 'tags', operator: 'does_not_equal', value: [3] }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'objectives', operator: 'equals', value: [11, 10] }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'type', operator: 'equals', value: [7] }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'type', operator: 'does_not_equal', value: [7] }))).toBe(false);
    expect(matchesLogic(untyped, where({ fact: 'tags', operator: 'equals', value: [] }))).toBe(true);
  });

  it('treats an activity without a type id as having no type', () => {
    expect(matchesLogic(untyped, where({ fact: 'type', operator: 'contains', value: [7] }))).toBe(false);
    expect(matchesLogic(untyped, where({ fact: 'type', operator: 'does_not_contain', value: [7] }))).toBe(true);
  });

  it('searches text in the title and the text, ignoring case and spacing', () => {
    expect(matchesLogic(cell, where({ fact: 'text', operator: 'contains', value: 'MITOCHONDRIA' }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'text', operator: 'contains', value: 'organelle makes' }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'text', operator: 'contains', value: 'of a cell' }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'text', operator: 'contains', value: 'photosynthesis' }))).toBe(false);
    expect(matchesLogic(cell, where({ fact: 'text', operator: 'does_not_contain', value: 'photosynthesis' }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'text', operator: 'equals', value: ' parts of a cell ' }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'text', operator: 'equals', value: 'Parts' }))).toBe(false);
    expect(matchesLogic(cell, where({ fact: 'text', operator: 'does_not_equal', value: 'Parts' }))).toBe(true);
  });

  it('searches words by their beginnings, folding accents', () => {
    expect(matchesLogic(cell, where({ fact: 'text', operator: 'contains', value: 'mito nuc' }))).toBe(true);
    expect(matchesLogic(cell, where({ fact: 'text', operator: 'contains', value: 'chondria' }))).toBe(false);
    expect(matchesLogic({ ...cell, title: 'Énergie cellulaire' }, where({ fact: 'text', operator: 'equals', value: 'energie CELLULAIRE' }))).toBe(true);
  });

  it('combines conditions with all and any, nested', () => {
    const tagged: SearchCondition = { fact: 'tags', operator: 'contains', value: [3] };
    const titled: SearchCondition = { fact: 'text', operator: 'contains', value: 'warm' };
    expect(matchesLogic(cell, where({ operator: 'all', children: [tagged, titled] }))).toBe(false);
    expect(matchesLogic(cell, where({ operator: 'any', children: [tagged, titled] }))).toBe(true);
    expect(matchesLogic(untyped, where({ operator: 'any', children: [tagged, titled] }))).toBe(true);
    const nested = where({ operator: 'all', children: [{ fact: 'objectives', operator: 'contains', value: [10] }, { operator: 'any', children: [tagged, titled] }] });
    expect(matchesLogic(cell, nested)).toBe(true);
    expect(matchesLogic(untyped, nested)).toBe(false);
    expect(matchesLogic(cell, where({ operator: 'all', children: [] }))).toBe(true);
    // Empty filters are ignored (spec authoring §5), an empty clause too.
    expect(matchesLogic(cell, where({ operator: 'any', children: [] }))).toBe(true);
    expect(matchesLogic(untyped, where({ operator: 'all', children: [tagged, { fact: 'objectives', operator: 'contains', value: [] }] }))).toBe(false);
    expect(matchesLogic(cell, where({ operator: 'all', children: [tagged, { fact: 'text', operator: 'contains', value: '  ' }] }))).toBe(true);
  });
});
