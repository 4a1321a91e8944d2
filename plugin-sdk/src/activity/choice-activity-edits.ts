/**
 * Edits of a choice activity model that keep its rules in step with its mappings: the
 * editor changes choices or which ids a response selects, and the rule text follows.
 */
import { DEFAULT_INCORRECT_FEEDBACK, createId, textRichContent, type Part, type ResponseMapping } from '@quire/core';
import { CATCH_ALL_RULE, choiceRule, type Choice, type ChoiceMode } from './choices.js';
import { CHOICE_PART_ID, type ChoiceActivityModel } from './choice-activity.js';

/** The model with its part '1' replaced by `edit(part)`. @public */
export function editChoicePart(model: ChoiceActivityModel, edit: (part: Part) => Part): ChoiceActivityModel {
  const parts = model.authoring.parts.map((part) => (part.id === CHOICE_PART_ID ? edit(part) : part));
  return { ...model, authoring: { ...model.authoring, parts } };
}

/** The part '1' of a choice model. @public */
export function choicePart(model: ChoiceActivityModel): Part {
  const part = model.authoring.parts.find((candidate) => candidate.id === CHOICE_PART_ID);
  if (!part) throw new Error(`The model has no part '${CHOICE_PART_ID}'`);
  return part;
}

/** The ids of the correct answer (a set, or the order for `order`). @public */
export function correctChoiceIds(model: ChoiceActivityModel): readonly string[] {
  return model.authoring.correct?.[0] ?? [];
}

// Rewrites the rule of every mapped response from its ids, so rules never drift from the mappings.
function withRules(model: ChoiceActivityModel, mode: ChoiceMode): ChoiceActivityModel {
  const allIds = model.choices.map((choice) => choice.id);
  const mappings = [...(model.authoring.correct ? [model.authoring.correct] : []), ...(model.authoring.targeted ?? [])];
  const ruleOf = new Map(mappings.map(([ids, responseId]) => [responseId, choiceRule(mode, ids, allIds)]));
  return editChoicePart(model, (part) => ({
    ...part,
    responses: part.responses.map((response) => (ruleOf.has(response.id) ? { ...response, rule: ruleOf.get(response.id)! } : response)),
  }));
}

/**
 * Replaces the choices. Removed ids leave every mapping; in `order` mode the correct order
 * is the authored order of the choices, and targeted orders gain new choices at the end;
 * in `single` mode a removed correct choice passes to the first one, and a targeted
 * response left without a choice is removed.
 * @public
 */
export function setChoices(model: ChoiceActivityModel, mode: ChoiceMode, choices: Choice[]): ChoiceActivityModel {
  const ids = choices.map((choice) => choice.id);
  const added = ids.filter((id) => !model.choices.some((choice) => choice.id === id));
  const keep = (mapped: readonly string[]) => {
    const kept = mapped.filter((id) => ids.includes(id));
    return mode === 'order' ? [...kept, ...added] : kept;
  };
  const [correctIds, correctResponse] = model.authoring.correct ?? [[], ''];
  let nextCorrect = mode === 'order' ? ids : keep(correctIds);
  if (mode === 'single' && nextCorrect.length === 0 && ids.length > 0) nextCorrect = [ids[0]];
  const targeted: ResponseMapping[] = (model.authoring.targeted ?? []).map(([mapped, responseId]) => [keep(mapped), responseId]);
  const dropped = mode === 'single' ? targeted.filter(([mapped]) => mapped.length === 0).map(([, responseId]) => responseId) : [];
  let next: ChoiceActivityModel = {
    ...model,
    choices,
    authoring: {
      ...model.authoring,
      ...(model.authoring.correct ? { correct: [nextCorrect, correctResponse] as ResponseMapping } : {}),
      targeted: targeted.filter(([, responseId]) => !dropped.includes(responseId)),
    },
  };
  if (dropped.length > 0) {
    next = editChoicePart(next, (part) => ({ ...part, responses: part.responses.filter((response) => !dropped.includes(response.id)) }));
  }
  return withRules(next, mode);
}

/** Marks `ids` as the correct answer and rewrites the correct response's rule. @public */
export function setCorrectChoices(model: ChoiceActivityModel, mode: ChoiceMode, ids: readonly string[]): ChoiceActivityModel {
  const responseId = model.authoring.correct?.[1] ?? choicePart(model).responses.find((response) => response.correct)?.id;
  if (responseId === undefined) return model;
  return withRules({ ...model, authoring: { ...model.authoring, correct: [[...ids], responseId] } }, mode);
}

/**
 * Adds a targeted response (score 0, feedback 'Incorrect') selected by `ids`, placed
 * before the incorrect catch-all so it is matched first.
 * @public
 */
export function addTargetedResponse(
  model: ChoiceActivityModel,
  mode: ChoiceMode,
  ids: readonly string[],
  makeId: () => string = createId,
): ChoiceActivityModel {
  const content = textRichContent(DEFAULT_INCORRECT_FEEDBACK);
  const response = { id: makeId(), rule: CATCH_ALL_RULE, score: 0, feedback: { id: makeId(), content } };
  const withResponse = editChoicePart(model, (part) => {
    const catchAll = part.responses.findIndex((candidate) => candidate.rule === CATCH_ALL_RULE);
    const at = catchAll === -1 ? part.responses.length : catchAll;
    return { ...part, responses: [...part.responses.slice(0, at), response, ...part.responses.slice(at)] };
  });
  const targeted: ResponseMapping[] = [...(model.authoring.targeted ?? []), [[...ids], response.id]];
  return withRules({ ...withResponse, authoring: { ...withResponse.authoring, targeted } }, mode);
}

/** Changes the ids that select a targeted response. @public */
export function setTargetedChoices(model: ChoiceActivityModel, mode: ChoiceMode, responseId: string, ids: readonly string[]): ChoiceActivityModel {
  const targeted = (model.authoring.targeted ?? []).map(([mapped, id]): ResponseMapping => (id === responseId ? [[...ids], id] : [mapped, id]));
  return withRules({ ...model, authoring: { ...model.authoring, targeted } }, mode);
}

/** Removes a targeted response and its mapping. @public */
export function removeTargetedResponse(model: ChoiceActivityModel, responseId: string): ChoiceActivityModel {
  const targeted = (model.authoring.targeted ?? []).filter(([, id]) => id !== responseId);
  const next = editChoicePart(model, (part) => ({ ...part, responses: part.responses.filter((response) => response.id !== responseId) }));
  return { ...next, authoring: { ...next.authoring, targeted } };
}
