import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { createPopup } from '../common/create-popup.js';

/**
 * 'Popup' in the insert menu's Language group (key notions of a language course): a popup
 * on the selected text, or at the cursor; its content editor opens at once.
 * @public
 */
export const insertPopup: InsertCommand = {
  label: 'Popup',
  category: 'Language',
  level: 'extended',
  description: 'A key notion: text that opens a popup with more about it',
  create: createPopup,
};
