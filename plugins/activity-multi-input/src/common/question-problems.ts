import type { MultiInput, MultiInputModel } from './multi-input-schema.js';
import { stemInputRefIds } from './stem-input-refs.js';

/** A multi-input model whose parts may not yet agree (inputs may even be empty). @public */
// Pick, not Omit: the model type has an index signature (loose object), which Omit would widen.
export type MultiInputDraft = Pick<MultiInputModel, 'stem' | 'choices' | 'authoring' | 'submitPerPart'> & { readonly inputs: readonly MultiInput[] };

function repeated(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
}

/**
 * What breaks the question model rules (spec authoring §5): inputs must match the stem's
 * input references one to one, parts must match inputs, dropdown choices must match the
 * choice list, and there must be at least one input. Empty when the model is consistent.
 * @public
 */
export function questionProblems(model: MultiInputDraft): string[] {
  const problems: string[] = [];
  const refs = stemInputRefIds(model.stem.content);
  const inputIds = model.inputs.map((input) => input.id);
  if (inputIds.length === 0) problems.push('The question has no input');
  for (const id of repeated(refs)) problems.push(`The stem refers to input ${id} more than once`);
  for (const id of repeated(inputIds)) problems.push(`Input ${id} is listed more than once`);
  for (const id of refs) if (!inputIds.includes(id)) problems.push(`The stem refers to input ${id}, which does not exist`);
  for (const id of inputIds) if (!refs.includes(id)) problems.push(`Input ${id} is not in the stem`);

  const partIds = model.authoring.parts.map((part) => part.id);
  const usedParts = model.inputs.map((input) => input.partId);
  for (const id of repeated(partIds)) problems.push(`Part ${id} is listed more than once`);
  for (const id of repeated(usedParts)) problems.push(`Part ${id} grades more than one input`);
  for (const input of model.inputs) if (!partIds.includes(input.partId)) problems.push(`Input ${input.id} has no part ${input.partId}`);
  for (const id of partIds) if (!usedParts.includes(id)) problems.push(`Part ${id} grades no input`);

  const choiceIds = model.choices.map((choice) => choice.id);
  const usedChoices = model.inputs.flatMap((input) => (input.inputType === 'dropdown' ? input.choiceIds : []));
  for (const id of repeated(choiceIds)) problems.push(`Choice ${id} is listed more than once`);
  for (const id of repeated(usedChoices)) problems.push(`Choice ${id} belongs to more than one dropdown`);
  for (const id of usedChoices) if (!choiceIds.includes(id)) problems.push(`Choice ${id} does not exist`);
  for (const id of choiceIds) if (!usedChoices.includes(id)) problems.push(`Choice ${id} belongs to no dropdown`);
  return problems;
}
