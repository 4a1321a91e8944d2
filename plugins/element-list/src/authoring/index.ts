/**
 * Authoring part of element-list: editor views, the list insert commands, Markdown
 * shortcuts (`*`, `-`, `+` bulleted; `1.`, `1)` numbered) and paste rules.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type MarkdownShortcut } from '@quire/plugin-sdk/authoring';
import {
  BulletedListEditor,
  DescriptionDefinitionEditor,
  DescriptionListEditor,
  DescriptionTermEditor,
  ListItemEditor,
  NumberedListEditor,
} from './list-editors.js';
import { insertBulletedList, insertDefinitionList, insertNumberedList } from './list-inserts.js';
import { LIST_PASTE_RULES } from './list-paste-rules.js';

export { insertBulletedList, insertDefinitionList, insertNumberedList } from './list-inserts.js';

// The typed block stays a paragraph; the list and its item are wrapped around it.
const bulleted = (trigger: string): MarkdownShortcut => ({ trigger, kind: 'p', wrapIn: ['ul', 'li'] });
const numbered = (trigger: string): MarkdownShortcut => ({ trigger, kind: 'p', wrapIn: ['ol', 'li'] });

/** @public */
export const listAuthoring: AuthoringPart = defineAuthoring({
  elements: {
    ul: { component: BulletedListEditor, insert: insertBulletedList, markdown: ['*', '-', '+'].map(bulleted) },
    ol: { component: NumberedListEditor, insert: insertNumberedList, markdown: ['1.', '1)'].map(numbered) },
    li: { component: ListItemEditor },
    dl: { component: DescriptionListEditor, insert: insertDefinitionList },
    dt: { component: DescriptionTermEditor },
    dd: { component: DescriptionDefinitionEditor },
  },
  pasteRules: LIST_PASTE_RULES,
});

export default listAuthoring;
