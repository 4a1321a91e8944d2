import { ellipsis, modelParts, nodeText, numberToLetters, type Descendant } from '@quire/core';

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
/** Torus's ordering type: its answers are whole orders, so each order is counted, not each choice. */
export const ORDERING_ACTIVITY_SLUG = 'oli_ordering';

interface LabelledChoice {
  readonly id: string;
  readonly label: string;
}

/**
 * What a report counts for an activity's first part. `choices`: one bar per choice, in
 * the model's order, zero counts included. `answers`: one bar per distinct answer; when
 * `regroup` is set, different stored inputs can read as the same answer (a multi-input
 * map holds every input's text), so they are grouped again after reading.
 */
export type ReportedPart =
  | { readonly kind: 'choices'; readonly partId: string; readonly choices: readonly LabelledChoice[]; readonly chosenIds: (input: unknown) => string[] }
  | { readonly kind: 'answers'; readonly partId: string; readonly regroup: boolean; readonly answerText: (input: unknown) => string };

type Model = { choices?: unknown; inputs?: unknown };
type InputDefinition = { id?: unknown; partId?: unknown; inputType?: unknown; choiceIds?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function choiceLabel(choice: unknown, index: number): string {
  const content = (choice as { content?: unknown } | null)?.content;
  const plain = Array.isArray(content)
    ? (content as Descendant[])
        .map((node) => nodeText(node).trim())
        .filter((line) => line !== '')
        .join(' ')
    : '';
  return plain || `Choice ${numberToLetters(index)}`;
}

function labelledChoices(model: Model): LabelledChoice[] {
  if (!Array.isArray(model.choices)) return [];
  return model.choices.flatMap((choice, index) => {
    const id = (choice as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? [{ id, label: choiceLabel(choice, index) }] : [];
  });
}

const spaceSeparatedIds = (input: unknown) => text(input).split(' ').filter((id) => id !== '');

/** A multi-input answer map's value for one input; a plain text answer as it is. */
function inputValue(input: unknown, inputId: string): string {
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) return text((input as Record<string, unknown>)[inputId]);
  return text(input);
}

/** How the first part of a multi-input question is counted: by dropdown choice, or by text. */
function multiInputPart(model: Model, partId: string, definition: InputDefinition): ReportedPart {
  const inputId = text(definition.id);
  const read = (input: unknown) => inputValue(input, inputId);
  if (definition.inputType === 'dropdown' && Array.isArray(definition.choiceIds)) {
    const byId = new Map(labelledChoices(model).map((choice) => [choice.id, choice]));
    const choices = definition.choiceIds.flatMap((id) => byId.get(id as string) ?? []);
    return { kind: 'choices', partId, choices, chosenIds: (input) => [read(input)] };
  }
  return { kind: 'answers', partId, regroup: true, answerText: read };
}

/**
 * What a report of this activity counts: its first part (`authoring.parts[0]`), read by
 * the shape of its model. A model with `choices` (and no `inputs`) is a choice question
 * whose input is choice ids joined by spaces; an ordering question's orders are counted
 * whole and named by their choices. A multi-input question reports its part's input,
 * by choice for a dropdown. Anything else counts its typed answers. `null` without parts.
 */
export function reportedPart(model: unknown, activityType: string | null): ReportedPart | null {
  const partId = modelParts(model)[0]?.id;
  if (typeof partId !== 'string') return null;
  const shape = (model ?? {}) as Model;
  if (Array.isArray(shape.inputs)) {
    const definition = (shape.inputs as InputDefinition[]).find((input) => input?.partId === partId);
    if (definition) return multiInputPart(shape, partId, definition);
  }
  const choices = labelledChoices(shape);
  if (choices.length > 0 && !Array.isArray(shape.inputs)) {
    if (activityType === ORDERING_ACTIVITY_SLUG) {
      const labels = new Map(choices.map((choice) => [choice.id, choice.label]));
      return {
        kind: 'answers',
        partId,
        regroup: false,
        answerText: (input) => spaceSeparatedIds(input).map((id) => labels.get(id) ?? id).join(', '),
      };
    }
    return { kind: 'choices', partId, choices, chosenIds: spaceSeparatedIds };
  }
  return {
    kind: 'answers',
    partId,
    regroup: false,
    answerText: (input) =>
      input !== null && typeof input === 'object' && !Array.isArray(input) ? Object.values(input).map(text).join(', ') : text(input),
  };
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
