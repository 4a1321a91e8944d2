import { describe, expect, it } from 'vitest';
import { reportChartSpec, reportMessage } from './activity-reports-chart.js';
import { activityModelSchema, MemoryLogger, type ActivityTypeContribution, type Logger } from '@quire/core';
import { defineActivityType } from '@quire/plugin-sdk';
import { BLANK_ANSWER_LABEL, MAX_REPORTED_ANSWERS, reportBars, reportedPart, type AnswerCount } from './activity-reports-tally.js';

const text = (value: string) => [{ type: 'p', id: `p-${value}`, children: [{ text: value }] }];
const part = (id: string) => ({ id, scoringStrategy: 'average', responses: [], hints: [] });
const answers = (...pairs: [unknown, number][]): AnswerCount[] => pairs.map(([input, learners]) => ({ response: JSON.stringify(input), learners }));
const barsOf = (model: unknown, type: ActivityTypeContribution | undefined, given: AnswerCount[], logger?: Logger) => reportBars(reportedPart(model, type, logger)!, given);
const choiceType = (): ActivityTypeContribution => ({ slug: 'test_choice', friendlyName: 'Test choice', schema: activityModelSchema, createDefaultModel: () => ({}) });

describe('what a report counts', () => {
  const checkAll = {
    choices: [
      { id: 'a', content: text('Apples') },
      { id: 'b', content: text('  ') },
      { id: 'c', content: text('Cherries') },
    ],
    authoring: { parts: [part('1')] },
  };
  const byChoice = defineActivityType({ ...choiceType(), reportTally: () => ({ kind: 'choices', choices: [{ id: 'a', label: 'Apples' }, { id: 'c', label: 'Cherries' }], chosenIds: (input) => String(input).split(' ') }) });

  it("counts as the activity's type says: every choice a learner picked, in the tally's order, unknown ids left out", () => {
    expect(barsOf(checkAll, byChoice, answers(['a c', 2], ['c', 1], ['zz a', 1]))).toEqual({
      bars: [
        { label: 'Apples', count: 3 },
        { label: 'Cherries', count: 3 },
      ],
      distinct: 2,
    });
  });

  it("tells the type which part it counts: the model's first", () => {
    const asked: string[] = [];
    reportedPart({ authoring: { parts: [part('p1'), part('p2')] } }, defineActivityType({ ...choiceType(), reportTally: (_model, partId) => (asked.push(partId), byChoice.reportTally!(_model, partId)) }));
    expect(asked).toEqual(['p1']);
  });

  it('counts by text for a type without a tally, or none, or one whose tally throws (logged)', () => {
    const logger = new MemoryLogger();
    const broken = defineActivityType({ ...choiceType(), slug: 'broken', reportTally: () => { throw new Error('no'); } });
    for (const type of [defineActivityType(choiceType()), undefined, broken]) {
      expect(barsOf(checkAll, type, answers(['a c', 2], [{ in1: 'x', in2: 'y' }, 1]), logger).bars).toEqual([
        { label: 'a c', count: 2 },
        { label: 'x, y', count: 1 },
      ]);
    }
    expect(logger.entries.map((entry) => entry.message)).toEqual(["Activity type 'broken' could not tally its report: no"]);
  });

  it('lists typed answers trimmed, blanks named, long ones cut, the most frequent first and at most the cap', () => {
    const shortAnswer = { inputType: 'text', authoring: { parts: [part('1')] } };
    const long = 'x'.repeat(500);
    const many = Array.from({ length: MAX_REPORTED_ANSWERS + 5 }, (_, i) => [`answer ${i}`, 1] as [string, number]);
    const result = barsOf(shortAnswer, undefined, answers(['Paris', 1], [' Paris ', 1], ['   ', 3], [long, 1], ...many));
    expect(result.bars.slice(0, 3)).toEqual([
      { label: BLANK_ANSWER_LABEL, count: 3 },
      { label: 'Paris', count: 2 },
      { label: `${'x'.repeat(117)}...`, count: 1 },
    ]);
    expect(result.bars).toHaveLength(MAX_REPORTED_ANSWERS);
    expect(result.distinct).toBe(MAX_REPORTED_ANSWERS + 8);
  });

  it('has nothing to count without parts', () => {
    expect(reportedPart({ stem: {} }, byChoice)).toBeNull();
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
