import { reportChoices, spaceSeparatedIds, type ReportTally } from '@quire/plugin-sdk';

/**
 * An ordering question's report: its answers are whole orders, so each order is counted,
 * not each choice, and named by its choices' labels in that order.
 */
export function orderingReportTally(model: unknown): ReportTally {
  const labels = new Map(reportChoices(model).map((choice) => [choice.id, choice.label]));
  return {
    kind: 'answers',
    regroup: false,
    answerText: (input) => spaceSeparatedIds(input).map((id) => labels.get(id) ?? id).join(', '),
  };
}
