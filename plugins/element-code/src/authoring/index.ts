/**
 * Authoring part of element-code: the code block's editor view (CodeMirror, loaded only
 * when a page has a code block) and the 'Code block' insert command.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { CODE_KIND } from '../common/code-kinds.js';
import { CodeBlockEditor } from './code-block-editor.js';
import { insertCode } from './insert-code.js';

export { CODE_SAVE_DEBOUNCE_MS, CodeBlockEditor } from './code-block-editor.js';
export { insertCode } from './insert-code.js';

/** @public */
export const codeAuthoring: AuthoringPart = defineAuthoring({
  elements: { [CODE_KIND]: { component: CodeBlockEditor, insert: insertCode } },
});

export default codeAuthoring;
