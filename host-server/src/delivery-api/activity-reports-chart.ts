import type { ReportBar } from './activity-reports-tally.js';

/** The report types the learner view draws: bars, or one stacked bar of Likert levels. */
export type ActivityReportType = 'bar' | 'likert_bar';
export const LIKERT_REPORT_TYPE = 'likert_bar';
/**
 * A report item of this type shows learners their classmates' typed answers (without
 * names); without one, only instructors and authors see typed answers, which may hold
 * anything a learner wrote.
 */
export const ANSWERS_REPORT_TYPE = 'answers_bar';

/** The Vega-Lite version the specs are written for. */
export const VEGA_LITE_SCHEMA = 'https://vega.github.io/schema/vega-lite/v5.json';

/** A Likert activity type (Torus's `oli_likert`, or any type named so). */
export function isLikertType(activityType: string | null): boolean {
  return activityType !== null && /likert/i.test(activityType);
}

/**
 * A Vega-Lite spec of the bars, data as `{label, count}` in the order given. `bar`: one
 * horizontal bar per answer. `likert_bar`: one bar stacked from the levels, each a colour.
 */
export function reportChartSpec(type: ActivityReportType, bars: readonly ReportBar[]): Record<string, unknown> {
  const values = bars.map((bar) => ({ label: bar.label, count: bar.count }));
  const count = { field: 'count', type: 'quantitative', title: 'Learners' };
  const label = { field: 'label', type: 'nominal', title: 'Answer', sort: null };
  if (type === LIKERT_REPORT_TYPE) {
    return {
      $schema: VEGA_LITE_SCHEMA,
      description: 'How many learners chose each level',
      data: { values },
      mark: 'bar',
      encoding: { x: { ...count, stack: 'normalize', title: 'Share of learners' }, color: label, order: { field: 'index' } },
      transform: [{ window: [{ op: 'row_number', as: 'index' }] }],
    };
  }
  return {
    $schema: VEGA_LITE_SCHEMA,
    description: 'How many learners gave each answer',
    data: { values },
    mark: 'bar',
    encoding: { x: { ...count, axis: { tickMinStep: 1 } }, y: label },
  };
}

const learners = (n: number) => (n === 1 ? '1 learner has' : `${n.toLocaleString('en')} learners have`);

/** What a learner's report of typed answers says when the report does not show them. */
export function hiddenAnswersMessage(answered: number): string {
  if (answered === 0) return 'No learners have answered this activity yet.';
  return `${learners(answered)} answered this activity. Their answers are shown to instructors.`;
}

/**
 * What the report says under its chart: that nobody has answered yet, or how many
 * learners answered, and when answers were left out, how many are shown.
 */
export function reportMessage(answered: number, shown: number, distinct: number): string {
  if (answered === 0) return 'No learners have answered this activity yet.';
  const cut = distinct > shown ? ` The ${shown} most common of ${distinct.toLocaleString('en')} different answers are shown.` : '';
  return `${learners(answered)} answered this activity.${cut}`;
}
