/**
 * Authoring part of activity-multi-input: the multi-input editor.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { MULTI_INPUT_SLUG } from '../common/multi-input-kinds.js';
import { MultiInputEditor } from './multi-input-editor.js';

export { MultiInputEditor, MISSING_INPUT_REF } from './multi-input-editor.js';
export { InputEditor, type InputEditorProps } from './input-editor.js';
export * from './input-labels.js';

/** @public */
export const multiInputAuthoring: AuthoringPart = defineAuthoring({ activities: { [MULTI_INPUT_SLUG]: MultiInputEditor } });

export default multiInputAuthoring;
