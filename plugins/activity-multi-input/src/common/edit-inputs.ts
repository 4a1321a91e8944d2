import { createChoice, createId, richContentText, type Choice } from '@quire/plugin-sdk';
import { type MultiInput, type MultiInputModel, type MultiInputType } from './multi-input-schema.js';
import { createInput, defaultInputResponses } from './create-input.js';
import { appendInputRef, rewriteStemInputRefs, stemInputRefIds } from './stem-input-refs.js';

/** 'Add input': a new input of `inputType`, referenced at the end of the stem, with its part. @public */
export function addInput(model: MultiInputModel, inputType: MultiInputType, makeId: () => string = createId): MultiInputModel {
  const { input, part, choices } = createInput(inputType, makeId);
  return {
    ...model,
    stem: { ...model.stem, content: appendInputRef(model.stem.content, input.id) },
    choices: [...model.choices, ...choices],
    inputs: [...model.inputs, input],
    authoring: { ...model.authoring, parts: [...model.authoring.parts, part] },
  };
}

/** The stem without its references to input `inputId`. @public */
export function removeStemInputRef(model: MultiInputModel, inputId: string): MultiInputModel {
  return { ...model, stem: { ...model.stem, content: rewriteStemInputRefs(model.stem.content, (ref) => (ref.id === inputId ? null : ref)) } };
}

/**
 * Removes an input with its stem reference, its part and its choices. The last input
 * stays: a question needs at least one (spec authoring §5).
 * @public
 */
export function removeInput(model: MultiInputModel, inputId: string): MultiInputModel {
  const input = model.inputs.find((candidate) => candidate.id === inputId);
  if (!input || model.inputs.length === 1) return model;
  const dropped = new Set(input.inputType === 'dropdown' ? input.choiceIds : []);
  const rest = removeStemInputRef(model, inputId);
  return {
    ...rest,
    choices: model.choices.filter((choice) => !dropped.has(choice.id)),
    inputs: model.inputs.filter((candidate) => candidate.id !== inputId) as MultiInputModel['inputs'],
    authoring: { ...model.authoring, parts: model.authoring.parts.filter((part) => part.id !== input.partId) },
  };
}

// Rules of one family stay meaningful across a change of type; others are replaced.
const family = (type: MultiInputType) => (type === 'numeric' ? 'number' : type === 'dropdown' ? 'choice' : 'text');

/**
 * Changes an input's type. A dropdown gets two choices and loses them when it stops being
 * one; when the rules no longer fit (number, text or choice), the part's responses go
 * back to the defaults of the new type.
 * @public
 */
export function setInputType(model: MultiInputModel, inputId: string, inputType: MultiInputType, makeId: () => string = createId): MultiInputModel {
  const input = model.inputs.find((candidate) => candidate.id === inputId);
  if (!input || input.inputType === inputType) return model;
  let choices: Choice[] = model.choices;
  if (input.inputType === 'dropdown') choices = choices.filter((choice) => !input.choiceIds.includes(choice.id));
  const added = inputType === 'dropdown' ? [createChoice('', makeId), createChoice('', makeId)] : [];
  const { choiceIds: _old, ...base } = input as MultiInput & { choiceIds?: string[] };
  const next = (inputType === 'dropdown' ? { ...base, inputType, choiceIds: added.map((c) => c.id) } : { ...base, inputType }) as MultiInput;
  const resetRules = family(input.inputType) !== family(inputType);
  return {
    ...model,
    choices: [...choices, ...added],
    inputs: model.inputs.map((candidate) => (candidate.id === inputId ? next : candidate)) as MultiInputModel['inputs'],
    authoring: {
      ...model.authoring,
      parts: model.authoring.parts.map((part) =>
        part.id === input.partId && resetRules
          ? { ...part, responses: defaultInputResponses(inputId, inputType, added.map((c) => c.id), makeId) }
          : part,
      ),
    },
  };
}

/** A dropdown's choices replaced by `choices`, in that order. @public */
export function setDropdownChoices(model: MultiInputModel, inputId: string, choices: readonly Choice[]): MultiInputModel {
  const input = model.inputs.find((candidate) => candidate.id === inputId);
  if (input?.inputType !== 'dropdown') return model;
  const old = new Set(input.choiceIds);
  return {
    ...model,
    choices: [...model.choices.filter((choice) => !old.has(choice.id)), ...choices],
    inputs: model.inputs.map((candidate) =>
      candidate.id === inputId ? { ...input, choiceIds: choices.map((choice) => choice.id) } : candidate,
    ) as MultiInputModel['inputs'],
  };
}

/** An input's fields (unit, size) changed. @public */
export function updateInput(model: MultiInputModel, inputId: string, fields: Partial<Pick<MultiInput, 'unit' | 'size'>>): MultiInputModel {
  const inputs = model.inputs.map((input) => {
    if (input.id !== inputId) return input;
    const next: Record<string, unknown> = { ...input, ...fields };
    // An emptied field is removed, not stored as undefined or ''.
    for (const key of Object.keys(fields)) if (next[key] === undefined || next[key] === '') delete next[key];
    return next as MultiInput;
  });
  return { ...model, inputs: inputs as MultiInputModel['inputs'] };
}

/**
 * The model with a new stem, as the author edited it: the preview text follows it, and an
 * input whose reference the author deleted goes with its part and choices (as deleting it
 * from the list does), except the last one, since a question needs an input.
 * @public
 */
export function setStem(model: MultiInputModel, stem: MultiInputModel['stem']): MultiInputModel {
  const refs = new Set(stemInputRefIds(stem.content));
  let next: MultiInputModel = { ...model, stem, authoring: { ...model.authoring, previewText: richContentText(stem.content) } };
  for (const input of model.inputs) if (!refs.has(input.id)) next = removeInput(next, input.id);
  return next;
}
