import { richContentText, type ActivityTypeContribution } from '@quire/plugin-sdk';
import { evaluateShortAnswer } from './evaluate-short-answer.js';
import { createShortAnswerModel, SHORT_ANSWER_SLUG, shortAnswerModelSchema, type ShortAnswerModel } from './short-answer-model.js';

/** The short answer activity type (extension point `quire.activity-type`). @public */
export const shortAnswerType: ActivityTypeContribution<ShortAnswerModel> = {
  slug: SHORT_ANSWER_SLUG,
  friendlyName: 'Short Answer',
  description: 'A numeric, text, paragraph or math answer evaluated by rules.',
  schema: shortAnswerModelSchema,
  createDefaultModel: () => createShortAnswerModel(),
  evaluate: evaluateShortAnswer,
  previewText: (model) => richContentText(model.stem.content),
  globallyAvailable: true,
};
