import type { KeyHandler } from '@quire/plugin-sdk/authoring';
import { indentListItems, outdentListItems } from './list-indent.js';
import { selectedListItems } from './list-queries.js';

/**
 * Tab and Shift+Tab in a list (spec authoring §2). Inside a list the key is always taken,
 * so it never moves the focus out of the editor mid-list; elsewhere it is left alone.
 * @public
 */
export const LIST_KEY_HANDLERS: readonly KeyHandler[] = [
  {
    hotkey: 'tab',
    handle: (editor, services) => {
      const items = selectedListItems(editor);
      if (items.length === 0) return false;
      indentListItems(editor, items, services.createId);
      return true;
    },
  },
  {
    hotkey: 'shift+tab',
    handle: (editor, services) => {
      const items = selectedListItems(editor);
      if (items.length === 0) return false;
      outdentListItems(editor, items, services.createId);
      return true;
    },
  },
];
