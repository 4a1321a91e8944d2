import type { ReactNode } from 'react';
import type { CommandDialogProps, ToolbarCommand } from '@quire/plugin-sdk/authoring';
import { popupFields } from '../common/popup-fields.js';
import { DEFAULT_POPUP_TRIGGER } from '../common/popup-triggers.js';
import { PopupDialog } from './popup-dialog.js';
import { applyPopup, popupAt, unwrapPopup } from './popup-transforms.js';

/**
 * The popup content editor opened from the toolbar: on the popup at the selection, or for a
 * new one on the selected text (or at the cursor, where its anchor text is then typed).
 * @public
 */
export function PopupCommandDialog({ editor, services, selection, close }: CommandDialogProps): ReactNode {
  const existing = popupAt(editor, selection);
  const initial = existing ? popupFields(existing[0]) : { trigger: DEFAULT_POPUP_TRIGGER, content: [] };
  return (
    <PopupDialog
      initial={initial}
      services={services}
      onSave={(fields) => {
        if (selection) applyPopup(editor, selection, fields, services.createId);
        close();
      }}
      onCancel={close}
      onRemove={
        existing
          ? () => {
              unwrapPopup(editor, existing[1]);
              close();
            }
          : undefined
      }
    />
  );
}

/**
 * 'Popup' in the toolbar's More menu: the popup content editor for the selected text, or
 * for the popup the cursor is in (then shown pressed). The keyboard's way to every popup,
 * anchors in lists included.
 * @public
 */
export const popupCommand: ToolbarCommand = {
  id: 'popup',
  label: 'Popup',
  placement: 'more',
  isActive: (editor) => popupAt(editor, editor.selection) !== undefined,
  isEnabled: (editor) => editor.selection !== null,
  dialog: (props) => <PopupCommandDialog {...props} />,
};
