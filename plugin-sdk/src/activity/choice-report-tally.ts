import { nodeText, numberToLetters, type Descendant, type ReportChoice, type ReportTally } from '@quire/core';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A choice's report label: its text lines joined by spaces, or 'Choice A'… while it has none. */
function reportLabel(choice: unknown, index: number): string {
  const content = (choice as { content?: unknown } | null)?.content;
  const plain = Array.isArray(content)
    ? (content as Descendant[])
        .map((node) => nodeText(node).trim())
        .filter((line) => line !== '')
        .join(' ')
    : '';
  return plain || `Choice ${numberToLetters(index)}`;
}

/**
 * The choices of a stored model (`choices: [{id, content}]`), labelled for a report, in
 * the model's order; a choice without an id is left out.
 * @public
 */
export function reportChoices(model: unknown): ReportChoice[] {
  const choices = (model as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) return [];
  return choices.flatMap((choice, index) => {
    const id = (choice as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? [{ id, label: reportLabel(choice, index) }] : [];
  });
}

/** The choice ids of a choice input: ids joined by spaces. @public */
export const spaceSeparatedIds = (input: unknown): string[] => text(input).split(' ').filter((id) => id !== '');

/** A choice type's report: a bar per choice, counting every choice each learner picked. @public */
export function choiceReportTally(model: unknown): ReportTally {
  return { kind: 'choices', choices: reportChoices(model), chosenIds: spaceSeparatedIds };
}
