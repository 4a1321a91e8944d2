/**
 * Authoring part of activity-multiple-choice: the activity editor.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { MULTIPLE_CHOICE_SLUG } from '../common/activity-multiple-choice-type.js';
import { MultipleChoiceEditor } from './multiple-choice-editor.js';

export { MultipleChoiceEditor } from './multiple-choice-editor.js';

/** @public */
export const multipleChoiceAuthoring: AuthoringPart = defineAuthoring({ activities: { [MULTIPLE_CHOICE_SLUG]: MultipleChoiceEditor } });

export default multipleChoiceAuthoring;
