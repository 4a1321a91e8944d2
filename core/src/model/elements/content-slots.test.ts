import { describe, expect, it } from 'vitest';
import { CONTENT_SLOTS } from './content-slots.js';

const slotsOf = (element: Record<string, unknown>) => CONTENT_SLOTS.get(element.type as string)?.(element) ?? [];

describe('CONTENT_SLOTS', () => {
  it('finds a rich caption but not a plain one', () => {
    const caption = [{ text: 'c' }];
    expect(slotsOf({ type: 'img', caption })).toEqual([{ field: 'caption', nodes: caption }]);
    expect(slotsOf({ type: 'img', caption: 'plain' })).toEqual([]);
  });

  it('finds each meaning, translation and the pronunciation of a definition', () => {
    const slots = slotsOf({
      type: 'definition',
      meanings: [{ type: 'meaning', children: ['m0'] }, { type: 'meaning', children: ['m1'] }],
      translations: [{ type: 'translation', children: ['t0'] }],
      pronunciation: { type: 'pronunciation', children: ['p'] },
    });
    expect(slots).toEqual([
      { field: 'meanings', index: 0, nodes: ['m0'] },
      { field: 'meanings', index: 1, nodes: ['m1'] },
      { field: 'translations', index: 0, nodes: ['t0'] },
      { field: 'pronunciation', nodes: ['p'] },
    ]);
  });

  it('finds the rows of a conjugation table and the lines of a dialog', () => {
    expect(slotsOf({ type: 'conjugation', table: { type: 'table', children: ['row'] } })).toEqual([{ field: 'table', nodes: ['row'] }]);
    expect(slotsOf({ type: 'dialog', lines: [{ children: ['hola'] }] })).toEqual([{ field: 'lines', index: 0, nodes: ['hola'] }]);
  });

  it('has nothing for kinds without rich fields', () => {
    expect(CONTENT_SLOTS.has('p')).toBe(false);
  });
});
