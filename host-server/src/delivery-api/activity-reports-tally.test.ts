import { describe, expect, it } from 'vitest';
import { reportChartSpec, reportMessage } from './activity-reports-chart.js';
import { BLANK_ANSWER_LABEL, MAX_REPORTED_ANSWERS, ORDERING_ACTIVITY_SLUG, reportBars, reportedPart, type AnswerCount } from './activity-reports-tally.js';

const text = (value: string) => [{ type: 'p', id: `p-${value}`, children: [{ text: value }] }];
const part = (id: string) => ({ id, scoringStrategy: 'average', responses: [], hints: [] });
const answers = (...pairs: [unknown, number][]): AnswerCount[] => pairs.map(([input, learners]) => ({ response: JSON.stringify(input), learners }));
const barsOf = (model: unknown, type: string | null, given: AnswerCount[]) => reportBars(reportedPart(model, type)!, given);

describe('what a report counts', () => {
  const checkAll = {
    choices: [
      { id: 'a', content: text('Apples') },
      { id: 'b', content: text('  ') },
      { id: 'c', content: text('Cherries') },
    ],
    authoring: { parts: [part('1')] },
  };

  it('counts every choice a learner checked, in the model order, unknown ids left out and empty choices named by letter', () => {
    expect(barsOf(checkAll, 'oli_check_all_that_apply', answers(['a c', 2], ['c', 1], ['zz a', 1]))).toEqual({
      bars: [
        { label: 'Apples', count: 3 },
        { label: 'Choice B', count: 0 },
        { label: 'Cherries', count: 3 },
      ],
      distinct: 3,
    });
  });

  it('counts an ordering question by whole orders, named by their choices', () => {
    expect(barsOf(checkAll, ORDERING_ACTIVITY_SLUG, answers(['c a b', 2], ['a b c', 1])).bars).toEqual([
      { label: 'Cherries, Apples, Choice B', count: 2 },
      { label: 'Apples, Choice B, Cherries', count: 1 },
    ]);
  });

  it("reads a multi-input question's first part from its input: a dropdown by choice, a text field by answer", () => {
    const multiInput = (inputType: string) => ({
      choices: [
        { id: 'x', content: text('Ex') },
        { id: 'y', content: text('Why') },
        { id: 'z', content: text('Zed') },
      ],
      inputs: [
        { id: 'in2', partId: 'p2', inputType: 'text' },
        { id: 'in1', partId: 'p1', inputType, choiceIds: ['z', 'x'] },
      ],
      authoring: { parts: [part('p1'), part('p2')] },
    });
    expect(barsOf(multiInput('dropdown'), 'oli_multi_input', answers([{ in1: 'x', in2: 'a' }, 2], [{ in1: 'x', in2: 'b' }, 1])).bars).toEqual([
      { label: 'Zed', count: 0 },
      { label: 'Ex', count: 3 },
    ]);
    // Different maps holding the same answer to this input are one answer.
    expect(barsOf(multiInput('text'), 'oli_multi_input', answers([{ in1: '4', in2: 'a' }, 1], [{ in1: '5', in2: 'a' }, 1], [{ in1: '4', in2: 'b' }, 1])).bars).toEqual([
      { label: '4', count: 2 },
      { label: '5', count: 1 },
    ]);
  });

  it('lists typed answers trimmed, blanks named, long ones cut, the most frequent first and at most the cap', () => {
    const shortAnswer = { inputType: 'text', authoring: { parts: [part('1')] } };
    const long = 'x'.repeat(500);
    const many = Array.from({ length: MAX_REPORTED_ANSWERS + 5 }, (_, i) => [`answer ${i}`, 1] as [string, number]);
    const result = barsOf(shortAnswer, 'oli_short_answer', answers(['Paris', 1], [' Paris ', 1], ['   ', 3], [long, 1], ...many));
    expect(result.bars.slice(0, 3)).toEqual([
      { label: BLANK_ANSWER_LABEL, count: 3 },
      { label: 'Paris', count: 2 },
      { label: `${'x'.repeat(117)}...`, count: 1 },
    ]);
    expect(result.bars).toHaveLength(MAX_REPORTED_ANSWERS);
    expect(result.distinct).toBe(MAX_REPORTED_ANSWERS + 8);
  });

  it('has nothing to count without parts', () => {
    expect(reportedPart({ stem: {} }, 'oli_short_answer')).toBeNull();
  });
});

describe('the chart and the message', () => {
  it('draws bars by answer, or one stacked bar of Likert levels', () => {
    const bars = [
      { label: 'No', count: 1 },
      { label: 'Yes', count: 2 },
    ];
    expect(reportChartSpec('bar', bars)).toMatchObject({
      mark: 'bar',
      data: { values: bars },
      encoding: { x: { field: 'count', type: 'quantitative' }, y: { field: 'label', type: 'nominal', sort: null } },
    });
    expect(reportChartSpec('likert_bar', bars)).toMatchObject({
      mark: 'bar',
      data: { values: bars },
      encoding: { x: { field: 'count', stack: 'normalize' }, color: { field: 'label', sort: null } },
    });
  });

  it('says when nobody answered, how many did, and when answers are left out', () => {
    expect(reportMessage(0, 0, 0)).toBe('No learners have answered this activity yet.');
    expect(reportMessage(1, 1, 1)).toBe('1 learner has answered this activity.');
    expect(reportMessage(1200, 20, 31)).toBe('1,200 learners have answered this activity. The 20 most common of 31 different answers are shown.');
  });
});
