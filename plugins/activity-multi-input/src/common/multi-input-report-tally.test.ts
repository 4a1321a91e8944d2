import { describe, expect, it } from 'vitest';
import { multiInputType } from './multi-input-type.js';

const multiInputReportTally = (model: unknown, partId: string) => multiInputType.reportTally!(model as never, partId);

const text = (value: string) => [{ type: 'p', id: `p-${value}`, children: [{ text: value }] }];

const model = (inputType: string) => ({
  choices: [
    { id: 'x', content: text('Ex') },
    { id: 'y', content: text('Why') },
    { id: 'z', content: text('Zed') },
  ],
  inputs: [
    { id: 'in2', partId: 'p2', inputType: 'text' },
    { id: 'in1', partId: 'p1', inputType, choiceIds: ['z', 'x'] },
  ],
});

describe('a multi-input question’s report', () => {
  it('counts a dropdown part by the dropdown’s choices, in its order, from the part’s input', () => {
    const tally = multiInputReportTally(model('dropdown'), 'p1');
    expect(tally.kind === 'choices' && tally.choices).toEqual([
      { id: 'z', label: 'Zed' },
      { id: 'x', label: 'Ex' },
    ]);
    expect(tally.kind === 'choices' && tally.chosenIds({ in1: 'x', in2: 'a' })).toEqual(['x']);
  });

  it('counts a text part by the part’s input, regrouping maps that hold the same answer', () => {
    const tally = multiInputReportTally(model('text'), 'p1');
    expect(tally).toMatchObject({ kind: 'answers', regroup: true });
    expect(tally.kind === 'answers' && [tally.answerText({ in1: '4', in2: 'a' }), tally.answerText({ in1: '4', in2: 'b' }), tally.answerText('plain')]).toEqual(['4', '4', 'plain']);
  });
});
