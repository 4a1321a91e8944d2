/** The evaluation of one part of an answer, as delivery shows it (spec delivery §3). */
import { z } from 'zod';
import { richContentSchema } from './elements/element-schema.js';
import { textDirectionSchema } from './text-direction.js';

/** Rich content shown as feedback or explanation. @public */
export const deliveredFeedbackSchema = z.looseObject({
  content: richContentSchema,
  textDirection: textDirectionSchema.optional(),
});
/** @public */
export type DeliveredFeedback = z.infer<typeof deliveredFeedbackSchema>;

/**
 * One part's result: score out of `outOf` (null while not scored), an `error` text when
 * evaluation failed, the feedback, and the explanation shown when not correct.
 * @public
 */
export const feedbackPartSchema = z.looseObject({
  partId: z.string(),
  score: z.number().nullable(),
  outOf: z.number().nullable(),
  error: z.string().nullable().optional(),
  feedback: deliveredFeedbackSchema.nullable().optional(),
  explanation: deliveredFeedbackSchema.nullable().optional(),
});
/** @public */
export type FeedbackPart = z.infer<typeof feedbackPartSchema>;
