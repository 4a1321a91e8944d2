import { reportChoices, type ReportTally } from '@quire/plugin-sdk';

type InputDefinition = { id?: unknown; partId?: unknown; inputType?: unknown; choiceIds?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A multi-input answer map's value for one input; a plain text answer as it is. */
function inputValue(input: unknown, inputId: string): string {
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) return text((input as Record<string, unknown>)[inputId]);
  return text(input);
}

/**
 * How a report counts a multi-input part: by the answer to its input, a dropdown by choice
 * (in the dropdown's order), any other input by its text. A stored answer holds every
 * input's text, so different answers can read the same here and are grouped again.
 */
export function multiInputReportTally(model: unknown, partId: string): ReportTally {
  const inputs = (model as { inputs?: unknown } | null)?.inputs;
  const definition = Array.isArray(inputs) ? (inputs as (InputDefinition | null)[]).find((input) => input?.partId === partId) : undefined;
  const inputId = text(definition?.id);
  const read = (input: unknown) => inputValue(input, inputId);
  if (definition?.inputType === 'dropdown' && Array.isArray(definition.choiceIds)) {
    const byId = new Map(reportChoices(model).map((choice) => [choice.id, choice]));
    const choices = definition.choiceIds.flatMap((id) => byId.get(id as string) ?? []);
    return { kind: 'choices', choices, chosenIds: (input) => [read(input)] };
  }
  return { kind: 'answers', regroup: true, answerText: read };
}
