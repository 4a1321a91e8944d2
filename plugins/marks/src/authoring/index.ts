/**
 * Authoring part of marks: how marks look in the editor, their hotkeys and which pasted
 * tags become marks.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { MARK_HOTKEYS } from '../common/mark-contributions.js';
import { PASTE_MARKS } from '../common/mark-tags.js';
import { MARK_EDITORS } from './mark-editors.js';
import { markMarkdown } from './mark-markdown.js';
import { withBacktickCode } from './with-backtick-code.js';

export { withBacktickCode } from './with-backtick-code.js';

/** @public */
export const marksAuthoring: AuthoringPart = defineAuthoring({
  marks: MARK_EDITORS,
  markHotkeys: MARK_HOTKEYS,
  pasteMarks: PASTE_MARKS,
  markdownConversion: markMarkdown,
  extendEditor: withBacktickCode,
});

export default marksAuthoring;
