import { describe, expect, it } from 'vitest';
import { citedBibrefs } from './cited-bibrefs.js';

describe('citedBibrefs', () => {
  it('lists every citation of the content once, in reading order, at any depth', () => {
    const content = {
      model: [
        { type: 'content', id: 'c', children: [{ type: 'p', id: 'p', children: [{ text: 'As ' }, { type: 'cite', id: 'x', bibref: 12, children: [{ text: '' }] }] }] },
        { type: 'group', id: 'g', children: [{ type: 'content', id: 'c2', children: [{ type: 'p', id: 'p2', children: [{ type: 'cite', id: 'y', bibref: '7', children: [] }, { type: 'cite', id: 'z', bibref: 12, children: [] }] }] }] },
      ],
      bibrefs: [99],
    };
    expect(citedBibrefs(content)).toEqual([12, '7']);
  });

  it('walks content nested far deeper than the call stack allows', () => {
    let node: Record<string, unknown> = { type: 'cite', id: 'deep', bibref: 3, children: [] };
    for (let i = 0; i < 100_000; i++) node = { type: 'p', id: `p${i}`, children: [node] };
    expect(citedBibrefs({ model: [node] })).toEqual([3]);
  });
});
