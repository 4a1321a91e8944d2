/**
 * Authoring part of activity-short-answer: the short answer editor, and the response
 * editors the multi-input editor reuses for its parts.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { SHORT_ANSWER_SLUG } from '../common/short-answer-model.js';
import { ShortAnswerEditor } from './short-answer-editor.js';

export { ShortAnswerEditor, INPUT_TYPE_LABELS } from './short-answer-editor.js';
export { ResponsesEditor, type ResponsesEditorProps } from './responses-editor.js';
export { PartEditor } from './part-editor.js';
export { ResponseRuleEditor, type ChoiceOption, type ResponseRuleEditorProps } from './response-rule-editor.js';
export * from './rule-operators.js';
export * from './short-answer-edits.js';

/** @public */
export const shortAnswerAuthoring: AuthoringPart = defineAuthoring({ activities: { [SHORT_ANSWER_SLUG]: ShortAnswerEditor } });

export default shortAnswerAuthoring;
