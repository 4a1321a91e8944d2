import { createId, emptyRichContent, type Choice, type Part } from '@quire/plugin-sdk';
import { type MultiInput, type MultiInputModel } from './multi-input-schema.js';
import { createInputPart } from './create-input.js';
import type { MultiInputDraft } from './question-problems.js';
import { appendInputRef, rewriteStemInputRefs, stemInputRefIds } from './stem-input-refs.js';

// What a rule can name after `input_ref_` (core's buildRule refuses anything else).
const RULE_INPUT_ID = /^[A-Za-z0-9_-]+$/;

function firstById<T extends { readonly id: string }>(items: readonly T[]): Map<string, T> {
  const byId = new Map<string, T>();
  for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item);
  return byId;
}

/**
 * Question repair (spec authoring §4, §5): makes the stem's input references, the inputs,
 * the parts and the dropdown choices correspond one to one, so that any draft becomes a
 * valid model. The stem is the authority, because the author edits it directly:
 *
 * - a repeated reference is removed, one whose id a rule cannot name gets a new id, and
 *   inputs follow the order of the stem;
 * - an input the stem does not refer to is removed, with its part;
 * - a reference without an input becomes a text input;
 * - with no reference at all, a text input is added at the end of the stem;
 * - an input whose part is missing, or shared with an earlier input, gets a new part;
 * - parts that grade no input are removed;
 * - a dropdown's missing choice is created empty, a choice already used by an earlier
 *   dropdown is dropped from the later one, and choices no dropdown lists are removed;
 * - part-scoped transformations of removed parts are removed.
 *
 * A consistent model comes back equal, so repair is idempotent.
 * @public
 */
export function repairQuestion(draft: MultiInputDraft, makeId: () => string = createId): MultiInputModel {
  let content = rewriteStemInputRefs(draft.stem.content, (ref, seenBefore) => {
    if (seenBefore > 0) return null;
    return RULE_INPUT_ID.test(String(ref.id)) ? ref : { ...ref, id: makeId() };
  });
  let refs = stemInputRefIds(content);
  if (refs.length === 0) {
    const id = makeId();
    content = appendInputRef(content, id);
    refs = [id];
  }

  const inputsById = firstById(draft.inputs);
  const partsById = firstById(draft.authoring.parts);
  const choicesById = firstById(draft.choices);
  const usedParts = new Set<string>();
  const usedChoices = new Set<string>();
  const parts: Part[] = [];
  const choices: Choice[] = [];

  const inputs = refs.map((id): MultiInput => {
    const existing = inputsById.get(id) ?? { id, inputType: 'text' as const, partId: '' };
    let choiceIds: string[] = [];
    if (existing.inputType === 'dropdown') {
      choiceIds = [...new Set(existing.choiceIds)].filter((choiceId) => !usedChoices.has(choiceId));
      for (const choiceId of choiceIds) {
        usedChoices.add(choiceId);
        choices.push(choicesById.get(choiceId) ?? { id: choiceId, content: emptyRichContent() });
      }
    }
    let part = partsById.get(existing.partId);
    if (!part || usedParts.has(part.id)) part = createInputPart(makeId(), id, existing.inputType, choiceIds, makeId);
    usedParts.add(part.id);
    parts.push(part);
    if (existing.inputType === 'dropdown') return { ...existing, partId: part.id, choiceIds };
    // A non-dropdown keeps no choice list: its choices would belong to nothing.
    const { choiceIds: _unused, ...rest } = existing as MultiInput & { choiceIds?: unknown };
    return { ...rest, inputType: existing.inputType, partId: part.id } as MultiInput;
  });

  const transformations = draft.authoring.transformations.filter(
    (transformation) => transformation.partId === undefined || usedParts.has(transformation.partId),
  );
  return {
    ...draft,
    stem: { ...draft.stem, content },
    choices,
    inputs: inputs as MultiInputModel['inputs'],
    authoring: { ...draft.authoring, parts, transformations },
  };
}
