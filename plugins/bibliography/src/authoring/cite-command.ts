import { createElement, type ReactNode } from 'react';
import type { CommandDialogProps, ToolbarCommand } from '@quire/plugin-sdk/authoring';
import { citeAt, citeAtSelection } from './cite-transforms.js';
import { SelectCitationDialog } from './select-citation-dialog.js';

/**
 * The command's shortcut: `(` with mod and shift, the parenthesis an in-text citation opens
 * with. (`mod+shift+c` would be free in the editor, but browsers keep it for their developer tools.)
 * @public
 */
export const CITE_HOTKEY = 'mod+shift+9';

/** 'Select citation' opened from the toolbar: OK cites the chosen entry at the selection. @public */
export function CiteCommandDialog({ editor, services, selection, close }: CommandDialogProps): ReactNode {
  return createElement(SelectCitationDialog, {
    services,
    currentBibref: citeAt(editor, selection)?.bibref,
    onSelect: (row) => {
      citeAtSelection(editor, selection, row.id, services.createId);
      close();
    },
    onCancel: close,
  });
}

/** 'Cite' in the toolbar's 'More' menu, and its shortcut. @public */
export const citeCommand: ToolbarCommand = {
  id: 'cite',
  label: 'Cite',
  placement: 'more',
  hotkey: CITE_HOTKEY,
  isActive: (editor) => citeAt(editor, editor.selection) !== undefined,
  // An element, not the component itself: the dialog has state of its own.
  dialog: (props) => createElement(CiteCommandDialog, props),
};
