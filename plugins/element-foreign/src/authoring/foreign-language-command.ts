import { createElement } from 'react';
import type { ToolbarCommand } from '@quire/plugin-sdk/authoring';
import { FOREIGN_LANGUAGE_LABEL, ForeignLanguageDialog } from './foreign-language-dialog.js';
import { foreignAt } from './foreign-transforms.js';

/**
 * The 'Foreign language' entry of the toolbar's 'More' menu: opens the foreign-language
 * dialog; checked inside foreign text.
 * @public
 */
export const foreignLanguageCommand: ToolbarCommand = {
  id: 'foreign-language',
  label: FOREIGN_LANGUAGE_LABEL,
  placement: 'more',
  isActive: (editor) => foreignAt(editor, editor.selection) !== undefined,
  isEnabled: (editor) => editor.selection !== null,
  // An element, not the component itself: the dialog has state of its own, whether the
  // editor calls this function or renders it.
  dialog: (props) => createElement(ForeignLanguageDialog, props),
};
