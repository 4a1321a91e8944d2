/**
 * Authoring part of element-popup: the popup's editor view, its content editor (trigger,
 * rich body, audio clip), 'Popup' in the insert menu and in the toolbar's More menu, and the
 * insert that makes selected text a popup's anchor.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart } from '@quire/plugin-sdk/authoring';
import { POPUP_KIND } from '../common/popup-kinds.js';
import { popupCommand } from './popup-command.js';
import { PopupEditor } from './popup-editor.js';
import { insertPopup } from './popup-insert.js';
import { withPopupInserts } from './popup-transforms.js';

export { PopupCommandDialog, popupCommand } from './popup-command.js';
export {
  POPUP_AUDIO_PICKER_TITLE,
  POPUP_CONTENT_LABEL,
  POPUP_DIALOG_TITLE,
  POPUP_NO_RICH_TEXT_MESSAGE,
  POPUP_TRIGGER_LABELS,
  PopupDialog,
  type PopupDialogProps,
} from './popup-dialog.js';
export { EDIT_POPUP_LABEL, EMPTY_POPUP_NOTE, PopupEditor } from './popup-editor.js';
export { insertPopup } from './popup-insert.js';
export { applyPopup, isPopup, popupAt, unwrapPopup, withPopupInserts, type PopupFieldValues } from './popup-transforms.js';

/** @public */
export const popupAuthoring: AuthoringPart = defineAuthoring({
  elements: { [POPUP_KIND]: { component: PopupEditor, insert: insertPopup } },
  toolbarCommands: [popupCommand],
  extendEditor: withPopupInserts,
});

export default popupAuthoring;
