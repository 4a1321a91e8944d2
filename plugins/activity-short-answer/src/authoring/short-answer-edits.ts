import { createId, defaultResponses, richContentText, type RichText } from '@quire/plugin-sdk';
import type { ShortAnswerInputType, ShortAnswerModel } from '../common/short-answer-model.js';

/**
 * The model with another input type. Text, paragraph and math share the text rules; a
 * switch to or from numbers replaces the responses with the new type's defaults, because
 * the old rules cannot apply.
 * @public
 */
export function setShortAnswerInputType(model: ShortAnswerModel, inputType: ShortAnswerInputType, makeId: () => string = createId): ShortAnswerModel {
  if (inputType === model.inputType) return model;
  const reset = (inputType === 'numeric') !== (model.inputType === 'numeric');
  const parts = reset
    ? model.authoring.parts.map((part) => ({ ...part, responses: defaultResponses(inputType === 'numeric', makeId) }))
    : model.authoring.parts;
  return { ...model, inputType, authoring: { ...model.authoring, parts } };
}

/** The model with a new stem, and the bank's preview text following it. @public */
export function setShortAnswerStem(model: ShortAnswerModel, stem: RichText): ShortAnswerModel {
  return { ...model, stem, authoring: { ...model.authoring, previewText: richContentText(stem.content) } };
}
