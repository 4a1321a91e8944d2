/**
 * Authoring part of activity-short-answer: the short answer editor.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { SHORT_ANSWER_SLUG } from '../common/short-answer-model.js';
import { ShortAnswerEditor } from './short-answer-editor.js';

export { ShortAnswerEditor, INPUT_TYPE_LABELS } from './short-answer-editor.js';
export * from './short-answer-edits.js';

/** @public */
export const shortAnswerAuthoring: AuthoringPart = defineAuthoring({ activities: { [SHORT_ANSWER_SLUG]: ShortAnswerEditor } });

export default shortAnswerAuthoring;
