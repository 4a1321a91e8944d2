import { ellipsis, modelParts, type ActivityTypeContribution, type Logger, type ReportTally } from '@quire/core';

/** One bar of a report: an answer, and how many learners' latest answer it is. */
export interface ReportBar {
  readonly label: string;
  readonly count: number;
}

/** A stored answer (the JSON text of the learner's input) and how many learners gave it. */
export interface AnswerCount {
  readonly response: string;
  readonly learners: number;
}

/** The most distinct answers a report of typed answers shows. */
export const MAX_REPORTED_ANSWERS = 20;
/** The longest label a bar carries; longer answers are cut with an ellipsis. */
export const MAX_LABEL_LENGTH = 120;
/** The label of an answer left blank. */
export const BLANK_ANSWER_LABEL = '(blank)';

/** What a report counts for an activity's first part: how, and which part. */
export type ReportedPart = ReportTally & { readonly partId: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A report of a type that says nothing of its own: each answer counted by its text, a map of inputs by its values. */
const ANSWERS_BY_TEXT: ReportTally = {
  kind: 'answers',
  regroup: false,
  answerText: (input) =>
    input !== null && typeof input === 'object' && !Array.isArray(input) ? Object.values(input).map(text).join(', ') : text(input),
};

/**
 * What a report of this activity counts: its first part (`authoring.parts[0]`), as its
 * type's `reportTally` says, else by the answers' text. A type whose tally throws is
 * logged and counted by text. `null` without parts.
 */
export function reportedPart(model: unknown, type: ActivityTypeContribution | undefined, logger?: Logger): ReportedPart | null {
  const partId = modelParts(model)[0]?.id;
  if (typeof partId !== 'string') return null;
  let tally = ANSWERS_BY_TEXT;
  try {
    tally = type?.reportTally?.(model, partId) ?? ANSWERS_BY_TEXT;
  } catch (error) {
    logger?.error(`Activity type '${type?.slug}' could not tally its report: ${(error as Error).message}`);
  }
  return { ...tally, partId };
}

function parseInput(response: string): unknown {
  try {
    return JSON.parse(response) as unknown;
  } catch {
    return response;
  }
}

const answerLabel = (answer: string) => {
  const trimmed = answer.trim();
  return trimmed === '' ? BLANK_ANSWER_LABEL : ellipsis(trimmed, MAX_LABEL_LENGTH);
};

/** How one stored answer reads in a report: its text, or the labels of the choices it picked. */
export function answerLabelOf(part: ReportedPart, response: string): string {
  const input = parseInput(response);
  if (part.kind === 'answers') return answerLabel(part.answerText(input));
  const labels = new Map(part.choices.map((choice) => [choice.id, choice.label]));
  const chosen = [...new Set(part.chosenIds(input))].flatMap((id) => labels.get(id) ?? []);
  return chosen.length > 0 ? chosen.join(', ') : BLANK_ANSWER_LABEL;
}

/**
 * The bars of a report from the learners' answers, grouped by stored input: each choice
 * with how many learners chose it, or each distinct answer, most frequent first (ties in
 * the order given), at most {@link MAX_REPORTED_ANSWERS}. `distinct` is how many
 * different answers there were before the cut.
 */
export function reportBars(part: ReportedPart, answers: readonly AnswerCount[]): { bars: ReportBar[]; distinct: number } {
  if (part.kind === 'choices') {
    const counts = new Map(part.choices.map((choice) => [choice.id, 0]));
    for (const answer of answers) {
      for (const id of new Set(part.chosenIds(parseInput(answer.response)))) {
        const count = counts.get(id);
        if (count !== undefined) counts.set(id, count + answer.learners);
      }
    }
    const bars = part.choices.map((choice) => ({ label: choice.label, count: counts.get(choice.id) ?? 0 }));
    return { bars, distinct: bars.length };
  }
  const byLabel = new Map<string, number>();
  for (const answer of answers) {
    const label = answerLabel(part.answerText(parseInput(answer.response)));
    byLabel.set(label, (byLabel.get(label) ?? 0) + answer.learners);
  }
  const bars = [...byLabel].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count);
  return { bars: bars.slice(0, MAX_REPORTED_ANSWERS), distinct: bars.length };
}
