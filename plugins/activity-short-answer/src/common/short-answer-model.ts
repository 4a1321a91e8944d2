/**
 * The short answer model (spec authoring §3 Activity model): a stem, one answer field of
 * type numeric, text, textarea or math, and one part graded by rules on `input`.
 */
import { z } from 'zod';
import { ACTIVITY_INPUT_TYPES, activityModelSchema, createId, defaultHints, defaultResponses, emptyRichContent } from '@quire/plugin-sdk';
import { SHORT_ANSWER_PART_ID, SHORT_ANSWER_SLUG } from './short-answer-kinds.js';

export { SHORT_ANSWER_PART_ID, SHORT_ANSWER_SLUG } from './short-answer-kinds.js';

/** A short answer model: the shared activity model with its input type required. @public */
export const shortAnswerModelSchema = activityModelSchema.extend({ inputType: z.enum(ACTIVITY_INPUT_TYPES) });
/** @public */
export type ShortAnswerModel = z.infer<typeof shortAnswerModelSchema>;
/** @public */
export type ShortAnswerInputType = ShortAnswerModel['inputType'];

/** A new short answer question (spec authoring §3): text input, one part, three empty hints. @public */
export function createShortAnswerModel(makeId: () => string = createId): ShortAnswerModel {
  return {
    stem: { id: makeId(), content: emptyRichContent() },
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
