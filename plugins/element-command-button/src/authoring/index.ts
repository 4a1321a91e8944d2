/**
 * Authoring part of element-command-button: the button in the editor (its label typed in
 * place, drawn as a button or a link), the 'Edit Command Button' dialog that picks its
 * style, its target among the page's command targets and its message, and the 'Command
 * Button' insert command in General.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { COMMAND_BUTTON_KIND } from '../common/command-button-kinds.js';
import { CommandButtonEditor } from './command-button-editor.js';
import { insertCommandButton } from './insert-command-button.js';

export {
  COMMAND_BUTTON_DIALOG_TITLE,
  COMMAND_BUTTON_STYLE_LABELS,
  CommandButtonDialog,
  MISSING_TARGET_MESSAGE,
  NO_COMMAND_TARGETS_MESSAGE,
  type CommandButtonDialogProps,
  type CommandButtonFields,
} from './command-button-dialog.js';
export { COMMAND_TARGET_MISSING_NOTE, CommandButtonEditor, EDIT_COMMAND_BUTTON_LABEL, NO_COMMAND_TARGET_NOTE } from './command-button-editor.js';
export { insertCommandButton } from './insert-command-button.js';
export { MESSAGE_TOO_LONG_MESSAGE, RAW_COMMAND_EDITOR_TITLE, RawCommandEditor, type RawCommandEditorProps } from './raw-command-editor.js';

/** @public */
export const commandButtonAuthoring: AuthoringPart = defineAuthoring({
  elements: { [COMMAND_BUTTON_KIND]: { component: CommandButtonEditor, insert: insertCommandButton } },
});

export default commandButtonAuthoring;
