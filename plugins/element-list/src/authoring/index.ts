/**
 * Authoring part of element-list: editor views (the description list's title, 'Add Term',
 * 'Add Definition' and per-item delete), the list insert commands, the block type entries,
 * 'List style' in the 'More' menu, Tab/Shift+Tab and Enter in lists, Markdown shortcuts
 * (`*`, `-`, `+` bulleted; `1.`, `1)` numbered) and paste rules.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type MarkdownShortcut } from '@quire/plugin-sdk/authoring';
import { BulletedListEditor, ListItemEditor, NumberedListEditor } from './list-editors.js';
import { DescriptionDefinitionEditor, DescriptionListEditor, DescriptionTermEditor } from './description-list-editors.js';
import { bulletedListBlockType, numberedListBlockType } from './list-block-types.js';
import { insertBulletedList, insertDescriptionList, insertNumberedList } from './list-inserts.js';
import { listStyleCommand } from './list-style-command.js';
import { LIST_KEY_HANDLERS } from './list-key-handlers.js';
import { listMarkdown } from './list-markdown.js';
import { LIST_PASTE_RULES } from './list-paste-rules.js';
import { withListEditing } from './with-list-editing.js';

export { insertBulletedList, insertDescriptionList, insertNumberedList } from './list-inserts.js';
export { innermostList, LIST_STYLE_LABELS, listStyleCommand, ListStyleDialog, NOT_IN_A_LIST_TEXT } from './list-style-command.js';
export { addDescriptionItem, breakInDescriptionList, MAX_DESCRIPTION_ITEMS, removeDescriptionItem, type DescriptionItemKind } from './description-list-commands.js';
export { deleteItemLabel, DescriptionDefinitionEditor, DescriptionListEditor, DescriptionTermEditor, MAX_DESCRIPTION_LIST_TITLE } from './description-list-editors.js';
export { bulletedListBlockType, numberedListBlockType } from './list-block-types.js';
export { indentListItem, outdentListItem } from './list-indent.js';
export { liftOutOfLists, toggleList } from './list-toggle.js';
export { withListEditing } from './with-list-editing.js';

// The typed block stays a paragraph; the list and its item are wrapped around it.
const bulleted = (trigger: string): MarkdownShortcut => ({ trigger, kind: 'p', wrapIn: ['ul', 'li'] });
const numbered = (trigger: string): MarkdownShortcut => ({ trigger, kind: 'p', wrapIn: ['ol', 'li'] });

/** @public */
export const listAuthoring: AuthoringPart = defineAuthoring({
  elements: {
    ul: { component: BulletedListEditor, insert: insertBulletedList, markdown: ['*', '-', '+'].map(bulleted) },
    ol: { component: NumberedListEditor, insert: insertNumberedList, markdown: ['1.', '1)'].map(numbered) },
    li: { component: ListItemEditor },
    dl: { component: DescriptionListEditor, insert: insertDescriptionList },
    dt: { component: DescriptionTermEditor },
    dd: { component: DescriptionDefinitionEditor },
  },
  pasteRules: LIST_PASTE_RULES,
  markdownConversion: listMarkdown,
  blockTypes: [bulletedListBlockType, numberedListBlockType],
  toolbarCommands: [listStyleCommand],
  keyHandlers: LIST_KEY_HANDLERS,
  extendEditor: withListEditing,
});

export default listAuthoring;
