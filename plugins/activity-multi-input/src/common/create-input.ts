import { createChoice, createId, DEFAULT_CORRECT_FEEDBACK, DEFAULT_INCORRECT_FEEDBACK, defaultHints, defaultResponses, makeResponse, type ActivityResponse, type Choice, type Part } from '@quire/plugin-sdk';
import { type MultiInput, type MultiInputType } from './multi-input-schema.js';

/**
 * The answers a new part starts with, on `input_ref_<inputId>`: the typed-answer defaults
 * (`= 1` for numbers, `contains answer` otherwise, then a catch-all), or for a dropdown
 * its first choice as the correct one, then the catch-all.
 * @public
 */
export function defaultInputResponses(inputId: string, inputType: MultiInputType, choiceIds: readonly string[], makeId: () => string = createId): ActivityResponse[] {
  if (inputType !== 'dropdown') return defaultResponses(inputType === 'numeric', makeId, inputId);
  const target = { inputRef: inputId };
  const catchAll = makeResponse({ kind: 'text', operator: 'regex', value: '.*', ...target }, 0, DEFAULT_INCORRECT_FEEDBACK, makeId);
  if (choiceIds.length === 0) return [catchAll];
  return [makeResponse({ kind: 'text', operator: 'equals', value: choiceIds[0], ...target }, 1, DEFAULT_CORRECT_FEEDBACK, makeId), catchAll];
}

/** A new part grading input `inputId`. @public */
export function createInputPart(partId: string, inputId: string, inputType: MultiInputType, choiceIds: readonly string[], makeId: () => string = createId): Part {
  return { id: partId, scoringStrategy: 'average', responses: defaultInputResponses(inputId, inputType, choiceIds, makeId), hints: defaultHints(makeId) };
}

/** What adding an input brings: the input, its part, and a dropdown's choices. @public */
export interface NewInput {
  readonly input: MultiInput;
  readonly part: Part;
  readonly choices: Choice[];
}

/** A new input of `inputType` with its part (and, for a dropdown, two choices). @public */
export function createInput(inputType: MultiInputType, makeId: () => string = createId): NewInput {
  const id = makeId();
  const partId = makeId();
  const choices = inputType === 'dropdown' ? [createChoice('', makeId), createChoice('', makeId)] : [];
  const choiceIds = choices.map((choice) => choice.id);
  const input: MultiInput = inputType === 'dropdown' ? { id, partId, inputType, choiceIds } : { id, partId, inputType };
  return { input, part: createInputPart(partId, id, inputType, choiceIds, makeId), choices };
}
