/**
 * The parts of an activity model shared by activity types (spec authoring §3): hints,
 * responses with feedback, parts, transformations, and the model base.
 */
import { z } from 'zod';
import { richContentSchema } from './elements/element-schema.js';
import { SCORING_STRATEGIES } from '../rules/scoring-strategy.js';
import { createId } from '../util/create-id.js';
import type { Descendant } from './node.js';
import { CONTENT_EDITORS } from './page-item.js';
import { textDirectionSchema } from './text-direction.js';

/** Feedback text of a new response scored as correct. @public */
export const DEFAULT_CORRECT_FEEDBACK = 'Correct';
/** Feedback text of a new response scored as incorrect. @public */
export const DEFAULT_INCORRECT_FEEDBACK = 'Incorrect';
/** How many hints a new part starts with. @public */
export const DEFAULT_HINT_COUNT = 3;

/** How a part is graded. @public */
export const GRADING_APPROACHES = ['automatic', 'manual'] as const;
/** Answer field types of single-input activities. @public */
export const ACTIVITY_INPUT_TYPES = ['numeric', 'text', 'textarea', 'math'] as const;
/** Transformations applied to a model before delivery. @public */
export const TRANSFORMATION_OPERATIONS = ['shuffle'] as const;

/**
 * Rich text with an id (stems, hints, feedback, choices): `content` is rich content,
 * checked node by node with `validateContent`.
 * @public
 */
export const richTextSchema = z.looseObject({
  id: z.string().min(1),
  content: richContentSchema,
  editor: z.enum(CONTENT_EDITORS).optional(),
  textDirection: textDirectionSchema.optional(),
});
/** @public */
export type RichText = z.infer<typeof richTextSchema>;

/** A hint shown on request. @public */
export const hintSchema = richTextSchema;
/** @public */
export type Hint = z.infer<typeof hintSchema>;

/** An option of a choice, ordering or dropdown question. @public */
export const choiceSchema = richTextSchema;
/** @public */
export type Choice = z.infer<typeof choiceSchema>;

/** Feedback shown for a response. @public */
export const feedbackSchema = richTextSchema;
/** @public */
export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * An expected answer: `rule` matches the student's input (for example
 * `input like {a}`), `score` is awarded and `feedback` shown.
 * @public
 */
export const responseSchema = z.looseObject({
  id: z.string().min(1),
  rule: z.string(),
  score: z.number(),
  feedback: feedbackSchema,
  correct: z.boolean().optional(),
});
/** A response; not named `Response` so it does not shadow the fetch API's. @public */
export type ActivityResponse = z.infer<typeof responseSchema>;

/**
 * A gradable part of an activity. `gradingApproach` unset means automatic; `outOf`
 * null or unset means the highest response score.
 * @public
 */
export const partSchema = z.looseObject({
  id: z.string().min(1),
  gradingApproach: z.enum(GRADING_APPROACHES).optional(),
  outOf: z.number().nonnegative().nullable().optional(),
  // The list is owned by the scoring rules, which apply the strategies.
  scoringStrategy: z.enum(SCORING_STRATEGIES),
  responses: z.array(responseSchema),
  hints: z.array(hintSchema),
  targets: z.array(z.string()).optional(),
  incorrectScore: z.number().optional(),
  explanation: feedbackSchema.nullable().optional(),
});
/** @public */
export type Part = z.infer<typeof partSchema>;

/** A change applied to the model at delivery, such as shuffling choices. @public */
export const transformationSchema = z.looseObject({
  id: z.string().min(1),
  path: z.string(),
  operation: z.enum(TRANSFORMATION_OPERATIONS),
  firstAttemptOnly: z.boolean(),
  partId: z.string().optional(),
});
/** @public */
export type Transformation = z.infer<typeof transformationSchema>;

/** Targeted feedback: the answer ids that select a response, and that response's id. @public */
export const responseMappingSchema = z.tuple([z.array(z.string()), z.string()]);
/** @public */
export type ResponseMapping = z.infer<typeof responseMappingSchema>;

/** Authoring-only data of a model, removed before delivery. @public */
export const activityAuthoringSchema = z.looseObject({
  parts: z.array(partSchema),
  transformations: z.array(transformationSchema),
  previewText: z.string(),
  targeted: z.array(responseMappingSchema).optional(),
  correct: responseMappingSchema.optional(),
  incorrect: responseMappingSchema.optional(),
});
/** @public */
export type ActivityAuthoring = z.infer<typeof activityAuthoringSchema>;

/**
 * What every activity model has; activity types add their own fields, which a parse
 * keeps.
 * @public
 */
export const activityModelSchema = z.looseObject({
  stem: richTextSchema,
  inputType: z.enum(ACTIVITY_INPUT_TYPES).optional(),
  authoring: activityAuthoringSchema,
});
/** @public */
export type ActivityModel = z.infer<typeof activityModelSchema>;

/**
 * What a new hint, stem or feedback holds: nothing. The editor's normaliser gives an empty
 * rich-text field the installed default text block when the author opens it, so a model
 * made anywhere names no element kind.
 * @public
 */
export function emptyRichContent(): Descendant[] {
  return [];
}

/**
 * Rich content of plain `text` (a default feedback): a run of inline content, which the
 * editor's normaliser puts in the default text block; nothing when `text` is empty.
 * @public
 */
export function textRichContent(text: string): Descendant[] {
  return text === '' ? [] : [{ text }];
}

/** The hints of a new part: {@link DEFAULT_HINT_COUNT} empty ones. @public */
export function defaultHints(makeId: () => string = createId): Hint[] {
  return Array.from({ length: DEFAULT_HINT_COUNT }, () => ({ id: makeId(), content: emptyRichContent() }));
}
