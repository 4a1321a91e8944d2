import { describe, expect, it } from 'vitest';
import { richFieldSlots } from './rich-field-slots.js';

describe('richFieldSlots', () => {
  it('finds a rich caption but not a plain one', () => {
    const slots = richFieldSlots({ nodeLists: ['caption'] });
    const caption = [{ text: 'c' }];
    expect(slots({ type: 'img', caption })).toEqual([{ field: 'caption', nodes: caption }]);
    expect(slots({ type: 'img', caption: 'plain' })).toEqual([]);
  });

  it('finds each record of a list, then single records, in that order', () => {
    const slots = richFieldSlots({ recordLists: ['meanings', 'translations'], records: ['pronunciation'] });
    const found = slots({
      type: 'definition',
      meanings: [{ type: 'meaning', children: ['m0'] }, { type: 'meaning', children: ['m1'] }],
      translations: [{ type: 'translation', children: ['t0'] }],
      pronunciation: { type: 'pronunciation', children: ['p'] },
    });
    expect(found).toEqual([
      { field: 'meanings', index: 0, nodes: ['m0'] },
      { field: 'meanings', index: 1, nodes: ['m1'] },
      { field: 'translations', index: 0, nodes: ['t0'] },
      { field: 'pronunciation', nodes: ['p'] },
    ]);
  });

  it('skips records without children and fields that are absent or of another shape', () => {
    const slots = richFieldSlots({ recordLists: ['lines'], records: ['table'] });
    expect(slots({ type: 'dialog', lines: [null, { children: 'x' }, { children: ['hola'] }], table: 'none' })).toEqual([
      { field: 'lines', index: 2, nodes: ['hola'] },
    ]);
    expect(slots({ type: 'dialog' })).toEqual([]);
  });
});
