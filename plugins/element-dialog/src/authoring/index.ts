/**
 * Authoring part of element-dialog: the dialog's editor view (a Preview/Edit toggle over the
 * dialog as learners see it, or its edit form of title, speakers and lines) and the 'Dialog'
 * insert command in the Language category.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type InsertCommand } from '@quire/plugin-sdk/authoring';
import { createDialog } from '../common/create-dialog.js';
import { DIALOG_KIND } from '../common/dialog-kinds.js';
import { DialogEditor } from './dialog-editor.js';

export { DialogEditor } from './dialog-editor.js';
export { DialogForm } from './dialog-form.js';
export * from './dialog-labels.js';
export { DELETE_SPEAKER_TITLE, DELETE_WITH_LINES_LABEL, REASSIGN_AND_DELETE_LABEL, REASSIGN_LINES_LABEL } from './delete-speaker-dialog.js';
export { LINE_SAVE_DEBOUNCE_MS, LINE_TEXT_READ_ONLY_NOTE } from './line-text-field.js';

/** Inserts an empty dialog, which opens on its edit form. @public */
export const insertDialog: InsertCommand = {
  label: 'Dialog',
  category: 'Language',
  level: 'extended',
  description: 'A conversation: speakers with their portraits, and their lines',
  create: createDialog,
};

/** @public */
export const dialogAuthoring: AuthoringPart = defineAuthoring({
  elements: { [DIALOG_KIND]: { component: DialogEditor, insert: insertDialog } },
});

export default dialogAuthoring;
