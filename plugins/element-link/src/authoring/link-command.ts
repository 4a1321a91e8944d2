import { createElement } from 'react';
import type { ToolbarCommand } from '@quire/plugin-sdk/authoring';
import { LinkDialog } from './link-dialog.js';
import { linkAt } from './link-transforms.js';

/** The 'Link' toolbar button (mod+L): opens the link dialog; pressed inside a link. @public */
export const linkCommand: ToolbarCommand = {
  id: 'link',
  label: 'Link',
  placement: 'primary',
  icon: 'Link',
  hotkey: 'mod+l',
  isActive: (editor) => linkAt(editor, editor.selection) !== undefined,
  isEnabled: (editor) => editor.selection !== null,
  // An element, not the component itself: the dialog has state of its own, whether the
  // editor calls this function or renders it.
  dialog: (props) => createElement(LinkDialog, props),
};
