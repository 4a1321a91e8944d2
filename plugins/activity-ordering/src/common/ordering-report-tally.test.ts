import { describe, expect, it } from 'vitest';
import { orderingType } from './activity-ordering-type.js';

const text = (value: string) => [{ type: 'p', id: `p-${value}`, children: [{ text: value }] }];

describe('an ordering question’s report', () => {
  it('counts whole orders, named by their choices in that order, an unknown id as it is', () => {
    const model = { choices: [{ id: 'a', content: text('Apples') }, { id: 'b', content: text('  ') }, { id: 'c', content: text('Cherries') }] };
    const tally = orderingType.reportTally?.(model as never, '1');
    expect(tally).toMatchObject({ kind: 'answers', regroup: false });
    expect(tally?.kind === 'answers' && tally.answerText('c a b')).toBe('Cherries, Apples, Choice B');
    expect(tally?.kind === 'answers' && tally.answerText('a zz')).toBe('Apples, zz');
  });
});
