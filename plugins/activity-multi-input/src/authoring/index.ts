/**
 * Authoring part of activity-multi-input: the multi-input editor and the stem's input chips.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { INPUT_REF_KIND, MULTI_INPUT_SLUG } from '../common/multi-input-kinds.js';
import { InputRefChip } from './input-ref-chip.js';
import { MultiInputEditor } from './multi-input-editor.js';

export { MultiInputEditor, MISSING_INPUT_REF } from './multi-input-editor.js';
export { InputRefChip, InputRefLabels } from './input-ref-chip.js';
export { InputEditor, type InputEditorProps } from './input-editor.js';
export * from './input-labels.js';

/** @public */
export const multiInputAuthoring: AuthoringPart = defineAuthoring({
  elements: { [INPUT_REF_KIND]: { component: InputRefChip } },
  activities: { [MULTI_INPUT_SLUG]: MultiInputEditor },
});

export default multiInputAuthoring;
