/**
 * Authoring part of element-text: the editor views, block-type labels, the 'Quote'
 * insert command, the 'Title' button, Enter in headings and quotes, Markdown shortcuts
 * (`#`, `##`, `>`) and paste rules.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type InsertCommand } from '@quire/plugin-sdk/authoring';
import { BlockquoteEditor, HEADING_EDITORS, ParagraphEditor } from './text-block-editors.js';
import { TEXT_PASTE_RULES } from './text-paste-rules.js';
import { textMarkdown } from './text-markdown.js';
import { titleCommand } from './title-command.js';
import { withTextBlockBreaks } from './with-text-breaks.js';

export { nextTitleKind, titleCommand } from './title-command.js';
export { withTextBlockBreaks } from './with-text-breaks.js';

/** Inserts a quotation holding one empty paragraph. @public */
export const insertQuote: InsertCommand = {
  label: 'Quote',
  category: 'Formatting',
  level: 'limited',
  create: (createId) => ({
    type: 'blockquote',
    id: createId(),
    children: [{ type: 'p', id: createId(), children: [{ text: '' }] }],
  }),
};

/** @public */
export const textAuthoring: AuthoringPart = defineAuthoring({
  elements: {
    p: { component: ParagraphEditor, blockTypeLabel: 'Paragraph' },
    h1: { component: HEADING_EDITORS.h1, blockTypeLabel: 'Heading 1', markdown: [{ trigger: '#', kind: 'h1' }] },
    h2: { component: HEADING_EDITORS.h2, blockTypeLabel: 'Heading 2', markdown: [{ trigger: '##', kind: 'h2' }] },
    h3: { component: HEADING_EDITORS.h3, blockTypeLabel: 'Heading 3' },
    h4: { component: HEADING_EDITORS.h4, blockTypeLabel: 'Heading 4' },
    h5: { component: HEADING_EDITORS.h5, blockTypeLabel: 'Heading 5' },
    h6: { component: HEADING_EDITORS.h6, blockTypeLabel: 'Heading 6' },
    blockquote: {
      component: BlockquoteEditor,
      insert: insertQuote,
      // The typed block stays a paragraph and gets a quote around it.
      markdown: [{ trigger: '>', kind: 'p', wrapIn: ['blockquote'] }],
    },
  },
  pasteRules: TEXT_PASTE_RULES,
  markdownConversion: textMarkdown,
  toolbarCommands: [titleCommand],
  extendEditor: withTextBlockBreaks,
});

export default textAuthoring;
