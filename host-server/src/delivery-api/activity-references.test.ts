import { describe, expect, it } from 'vitest';
import { activityPartIds, activityReferences } from './activity-references.js';

describe('activityReferences', () => {
  it('finds references in reading order through groups, surveys and alternatives, once each', () => {
    const page = {
      model: [
        { type: 'activity-reference', id: 'a', activity_id: 5 },
        { type: 'group', id: 'g', purpose: 'none', children: [{ type: 'activity-reference', id: 'b', activity_id: '7' }, { type: 'survey', id: 's', children: [{ type: 'activity-reference', id: 'c', activity_id: 5 }] }] },
        { type: 'alternatives', id: 'al', children: [{ type: 'alternative', id: 'x', value: 'v', children: [{ type: 'activity-reference', id: 'd', activity_id: 9 }] }] },
      ],
    };
    expect(activityReferences(page)).toEqual([5, 7, 9]);
  });

  it('ignores rich content, ids that are not positive integers, and malformed models', () => {
    expect(activityReferences({ model: [{ type: 'content', id: 'c', children: [{ type: 'activity-reference', activity_id: 1 }] }] })).toEqual([]);
    expect(activityReferences({ model: [{ type: 'activity-reference', activity_id: 'abc' }, { type: 'activity-reference', activity_id: -1 }, { type: 'activity-reference', activity_id: 1.5 }, null] })).toEqual([]);
    expect(activityReferences(null)).toEqual([]);
    expect(activityReferences({ model: 'x' })).toEqual([]);
  });
});

describe('activityPartIds', () => {
  it('reads the part ids of the authoring data', () => {
    expect(activityPartIds({ authoring: { parts: [{ id: '1' }, { id: '2' }, { id: '1' }, { id: 3 }, null] } })).toEqual(['1', '2']);
    expect(activityPartIds({ stem: {} })).toEqual([]);
  });
});
