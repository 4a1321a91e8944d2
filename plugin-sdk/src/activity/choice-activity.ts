/**
 * The model all choice activity types share, as pure helpers a plugin's manifest uses:
 * its schema, a new model, evaluation and the preview text. `authoring.correct` names the
 * correct ids and their response; `authoring.targeted` the ids of each targeted response.
 */
import { z } from 'zod';
import {
  DEFAULT_CORRECT_FEEDBACK,
  DEFAULT_INCORRECT_FEEDBACK,
  activityModelSchema,
  createId,
  defaultHints,
  emptyRichContent,
  textRichContent,
  evaluatePart,
  partOutOf,
  applyShuffleTransformations,
  type ActivityModel,
  type ActivityTypeContribution,
  type EvaluationContext,
  type PartEvaluation,
  type PartResponse,
} from '@quire/core';
import { CHOICE_PART_ID, richContentText } from './choice-input.js';
import { choiceReportTally } from './choice-report-tally.js';
import { CATCH_ALL_RULE, choiceRule, choicesSchema, createChoice, parseChoiceInput, type Choice, type ChoiceMode } from './choices.js';

export { CHOICE_PART_ID, richContentText } from './choice-input.js';

/** A choice activity model: core's model plus its choices. @public */
export type ChoiceActivityModel = ActivityModel & { choices: Choice[] };

const choiceModelShape = activityModelSchema.extend({ choices: choicesSchema });

/**
 * The schema of a choice type's model. Beyond the shapes it checks what would make the
 * model unusable: unique choice ids, a part '1', and correct and targeted mappings that
 * name existing choices and responses (one id for `single`, every id for `order`).
 * @public
 */
export function choiceActivitySchema(mode: ChoiceMode): z.ZodType<ChoiceActivityModel> {
  return choiceModelShape.superRefine((model, ctx) => {
    const ids = model.choices.map((choice) => choice.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Choice ids must be unique' });
    const part = model.authoring.parts.find((candidate) => candidate.id === CHOICE_PART_ID);
    if (!part) {
      ctx.addIssue({ code: 'custom', path: ['authoring', 'parts'], message: `The model needs a part '${CHOICE_PART_ID}'` });
      return;
    }
    const responseIds = new Set(part.responses.map((response) => response.id));
    const mappings = [
      ...(model.authoring.correct ? [{ mapping: model.authoring.correct, path: ['authoring', 'correct'] }] : []),
      ...(model.authoring.targeted ?? []).map((mapping, index) => ({ mapping, path: ['authoring', 'targeted', index] })),
    ];
    for (const { mapping, path } of mappings) {
      const [choiceIds, responseId] = mapping;
      if (choiceIds.some((id) => !ids.includes(id))) ctx.addIssue({ code: 'custom', path, message: 'It names a choice the model does not have' });
      if (!responseIds.has(responseId)) ctx.addIssue({ code: 'custom', path, message: `It names no response of part '${CHOICE_PART_ID}'` });
    }
    const correct = model.authoring.correct?.[0];
    if (mode === 'single' && correct && correct.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['authoring', 'correct'], message: 'Exactly one choice is correct' });
    }
    if (mode === 'order' && correct && correct.length !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['authoring', 'correct'], message: 'The correct order names every choice' });
    }
  }) as unknown as z.ZodType<ChoiceActivityModel>;
}

function feedback(text: string, makeId: () => string) {
  return { id: makeId(), content: textRichContent(text) };
}

/**
 * A new choice model: an empty stem, two choices holding no text (the editor shows their
 * labels, 'Choice A' and 'Choice B', as placeholders; A is correct, for `order` A then B),
 * a correct response and the incorrect catch-all, three empty hints, average scoring, and
 * choices shuffled on the first attempt.
 * @public
 */
export function createChoiceActivityModel(mode: ChoiceMode, makeId: () => string = createId): ChoiceActivityModel {
  const choices = [createChoice('', makeId), createChoice('', makeId)];
  const allIds = choices.map((choice) => choice.id);
  const correctIds = mode === 'order' ? allIds : [allIds[0]];
  const correctResponse = {
    id: makeId(),
    rule: choiceRule(mode, correctIds, allIds),
    score: 1,
    correct: true,
    feedback: feedback(DEFAULT_CORRECT_FEEDBACK, makeId),
  };
  const incorrectResponse = { id: makeId(), rule: CATCH_ALL_RULE, score: 0, feedback: feedback(DEFAULT_INCORRECT_FEEDBACK, makeId) };
  return {
    stem: { id: makeId(), content: emptyRichContent() },
    choices,
    authoring: {
      parts: [
        {
          id: CHOICE_PART_ID,
          scoringStrategy: 'average',
          responses: [correctResponse, incorrectResponse],
          hints: defaultHints(makeId),
        },
      ],
      correct: [correctIds, correctResponse.id],
      targeted: [],
      transformations: [{ id: makeId(), path: 'choices', operation: 'shuffle', firstAttemptOnly: true }],
      previewText: '',
    },
  };
}

/**
 * Evaluates a learner's choice ids: the input is read for `mode` (a bad one answers an
 * error for the part, never a throw) and then matched against the part's rules in order.
 * @public
 */
export function evaluateChoiceActivity(
  mode: ChoiceMode,
  model: ChoiceActivityModel,
  response: PartResponse,
  context: EvaluationContext,
): PartEvaluation {
  const part = model.authoring.parts.find((candidate) => candidate.id === response.partId);
  if (!part) return { partId: response.partId, score: null, outOf: null, error: `The activity has no part '${response.partId}'` };
  const parsed = parseChoiceInput(
    response.input,
    mode,
    model.choices.map((choice) => choice.id),
  );
  if ('error' in parsed) return { partId: part.id, score: null, outOf: partOutOf(part), error: parsed.error };
  return evaluatePart(part, parsed.ids.join(' '), context);
}


/** What a choice type names about itself; the rest of its contribution is shared. @public */
export interface ChoiceActivityTypeInfo {
  readonly slug: string;
  readonly friendlyName: string;
  readonly description: string;
  readonly mode: ChoiceMode;
}

/**
 * The activity-type contribution of a choice type: its schema, a new model, evaluation
 * of choice ids, the choices shuffled per attempt, the stem as preview text, and a report
 * bar per choice. Offered in every project.
 * @public
 */
export function defineChoiceActivityType({ slug, friendlyName, description, mode }: ChoiceActivityTypeInfo): ActivityTypeContribution<ChoiceActivityModel> {
  return {
    slug,
    friendlyName,
    description,
    schema: choiceActivitySchema(mode),
    globallyAvailable: true,
    createDefaultModel: () => createChoiceActivityModel(mode),
    evaluate: (model, response, context) => evaluateChoiceActivity(mode, model, response, context),
    transform: (model, seed, context) => applyShuffleTransformations(model, seed, context.attemptNumber),
    previewText: (model) => richContentText(model.stem.content),
    reportTally: choiceReportTally,
  };
}

/** A choice model as learners receive it: without its authoring part. @public */
export type DeliveredChoiceModel = Pick<ChoiceActivityModel, 'stem' | 'choices'>;
