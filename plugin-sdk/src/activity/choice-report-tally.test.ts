import { describe, expect, it } from 'vitest';
import { choiceReportTally } from './choice-report-tally.js';

const text = (value: string) => [{ type: 'p', id: `p-${value}`, children: [{ text: value }] }];

describe('a choice type’s report', () => {
  const model = {
    choices: [{ id: 'a', content: text('Apples') }, { id: 'b', content: text('  ') }, { content: text('No id') }, { id: 'c', content: [...text('Red'), ...text(' cherries ')] }],
  };

  it('draws a bar per choice in the model’s order, an empty choice named by its letter, one without an id left out', () => {
    const tally = choiceReportTally(model);
    expect(tally.kind === 'choices' && tally.choices).toEqual([
      { id: 'a', label: 'Apples' },
      { id: 'b', label: 'Choice B' },
      { id: 'c', label: 'Red cherries' },
    ]);
  });

  it('counts every choice an answer picked', () => {
    const tally = choiceReportTally(model);
    expect(tally.kind === 'choices' && tally.chosenIds('a  c')).toEqual(['a', 'c']);
    expect(tally.kind === 'choices' && tally.chosenIds(42)).toEqual([]);
  });

  it('has no bars for a model without choices', () => {
    expect(choiceReportTally({})).toMatchObject({ kind: 'choices', choices: [] });
  });
});
