import { describe, expect, it } from 'vitest';
import type { SearchCondition, SelectionItem } from '@quire/core';
import { selectionSummary } from './selection-summary.js';

const drawing = (count: number, conditions: SearchCondition | null): SelectionItem => ({ type: 'selection', id: 's', count, logic: { conditions } });

describe('selectionSummary', () => {
  it('names the count and every condition, grouping nested clauses', () => {
    expect(selectionSummary(drawing(3, null))).toBe('Draws 3 activities at random from all of the course’s activities.');
    expect(selectionSummary(drawing(1, { fact: 'type', operator: 'equals', value: [4] }))).toBe(
      'Draws 1 activity at random from the course’s activities whose activity type is exactly 4.',
    );
    expect(
      selectionSummary(
        drawing(2, {
          operator: 'any',
          children: [
            { fact: 'objectives', operator: 'does_not_contain', value: [10] },
            { operator: 'all', children: [{ fact: 'tags', operator: 'equals', value: [1, 2] }, { fact: 'text', operator: 'equals', value: 'cells' }] },
          ],
        }),
      ),
    ).toBe('Draws 2 activities at random from the course’s activities whose objectives include none of 10 or (tags are exactly 1, 2 and text is “cells”).');
  });
});
