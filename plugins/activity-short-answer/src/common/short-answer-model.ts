/**
 * The short answer model (spec authoring §3 Activity model): a stem, one answer field of
 * type numeric, text, textarea or math, and one part graded by rules on `input`.
 */
import { z } from 'zod';
import {
  ACTIVITY_INPUT_TYPES,
  activityModelSchema,
  buildRule,
  createId,
  DEFAULT_CORRECT_FEEDBACK,
  DEFAULT_INCORRECT_FEEDBACK,
  defaultHints,
  emptyRichContent,
  type ActivityResponse,
  type AuthorRule,
} from '@quire/plugin-sdk';
import { SHORT_ANSWER_PART_ID, SHORT_ANSWER_SLUG } from './short-answer-kinds.js';

export { SHORT_ANSWER_PART_ID, SHORT_ANSWER_SLUG } from './short-answer-kinds.js';

/** A short answer model: the shared activity model with its input type required. @public */
export const shortAnswerModelSchema = activityModelSchema.extend({ inputType: z.enum(ACTIVITY_INPUT_TYPES) });
/** @public */
export type ShortAnswerModel = z.infer<typeof shortAnswerModelSchema>;
/** @public */
export type ShortAnswerInputType = ShortAnswerModel['inputType'];

/** Feedback holding one paragraph of text. @public */
export function textFeedback(text: string, makeId: () => string = createId) {
  return { id: makeId(), content: [{ type: 'p' as const, id: makeId(), children: [{ text }] }] };
}

/** A response for `rule`, with its score and text feedback. @public */
export function makeResponse(rule: AuthorRule, score: number, feedback: string, makeId: () => string = createId): ActivityResponse {
  return { id: makeId(), rule: buildRule(rule), score, feedback: textFeedback(feedback, makeId), ...(score > 0 ? { correct: true } : {}) };
}

/**
 * The answers a new part starts with: a correct one (`= 1` for numbers, `contains answer`
 * for text, as Torus starts) and a catch-all incorrect one that matches anything typed.
 * @public
 */
export function defaultResponses(numeric: boolean, makeId: () => string = createId, inputRef?: string): ActivityResponse[] {
  const target = inputRef === undefined ? {} : { inputRef };
  const correct: AuthorRule = numeric
    ? { kind: 'numeric', operator: 'eq', value: '1', ...target }
    : { kind: 'text', operator: 'contains', value: 'answer', ...target };
  return [
    makeResponse(correct, 1, DEFAULT_CORRECT_FEEDBACK, makeId),
    makeResponse({ kind: 'text', operator: 'regex', value: '.*', ...target }, 0, DEFAULT_INCORRECT_FEEDBACK, makeId),
  ];
}

/** A new short answer question (spec authoring §3): text input, one part, three empty hints. @public */
export function createShortAnswerModel(makeId: () => string = createId): ShortAnswerModel {
  return {
    stem: { id: makeId(), content: emptyRichContent(makeId) },
    inputType: 'text',
    authoring: {
      parts: [
        {
          id: SHORT_ANSWER_PART_ID,
          scoringStrategy: 'average',
          responses: defaultResponses(false, makeId),
          hints: defaultHints(makeId),
        },
      ],
      transformations: [],
      previewText: '',
    },
  };
}
