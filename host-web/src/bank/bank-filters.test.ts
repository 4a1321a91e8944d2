import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersToLogic, isEmptyFilters, logicToFilters, sameFilters } from './bank-filters.js';

describe('bank filters as search logic', () => {
  it('send no condition when every filter is empty (blank text counts as empty)', () => {
    expect(filtersToLogic(EMPTY_FILTERS)).toEqual({ conditions: null });
    expect(filtersToLogic({ ...EMPTY_FILTERS, text: '   ' })).toEqual({ conditions: null });
    expect(isEmptyFilters({ ...EMPTY_FILTERS, text: '  ' })).toBe(true);
  });

  it('send one non-empty filter alone as the expression', () => {
    expect(filtersToLogic({ ...EMPTY_FILTERS, tags: [20, 21] })).toEqual({ conditions: { fact: 'tags', operator: 'contains', value: [20, 21] } });
    expect(filtersToLogic({ ...EMPTY_FILTERS, text: ' mole ' })).toEqual({ conditions: { fact: 'text', operator: 'contains', value: 'mole' } });
    expect(filtersToLogic({ ...EMPTY_FILTERS, typeId: 7 })).toEqual({ conditions: { fact: 'type', operator: 'contains', value: [7] } });
  });

  it("combine several filters in a clause that needs them all, leaving the empty ones out", () => {
    expect(filtersToLogic({ tags: [], objectives: [11], typeId: 7, text: 'mole' })).toEqual({
      conditions: {
        operator: 'all',
        children: [
          { fact: 'objectives', operator: 'contains', value: [11] },
          { fact: 'type', operator: 'contains', value: [7] },
          { fact: 'text', operator: 'contains', value: 'mole' },
        ],
      },
    });
  });

  it('read back the filters of the logic they make', () => {
    const filters = { tags: [20], objectives: [11, 12], typeId: 7, text: 'mole' };
    expect(logicToFilters(filtersToLogic(filters))).toEqual(filters);
    expect(logicToFilters(filtersToLogic({ ...EMPTY_FILTERS, text: 'gas' }))).toEqual({ ...EMPTY_FILTERS, text: 'gas' });
    expect(logicToFilters({ conditions: null })).toEqual(EMPTY_FILTERS);
    // An 'any' clause is not something the panel makes or edits.
    expect(logicToFilters({ conditions: { operator: 'any', children: [{ fact: 'tags', operator: 'contains', value: [20] }] } })).toEqual(EMPTY_FILTERS);
  });

  it('compare filters as the search sees them', () => {
    expect(sameFilters({ ...EMPTY_FILTERS, text: 'gas ' }, { ...EMPTY_FILTERS, text: 'gas' })).toBe(true);
    expect(sameFilters({ ...EMPTY_FILTERS, tags: [20] }, EMPTY_FILTERS)).toBe(false);
  });
});
