/**
 * Authoring part of element-definition: the definition's editor view (a Preview/Edit
 * toggle over the definition as learners see it, or its edit form) and the 'Definition'
 * insert command in the Language category.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type InsertCommand } from '@quire/plugin-sdk/authoring';
import { createDefinition } from '../common/create-definition.js';
import { DEFINITION_KIND } from '../common/definition-kinds.js';
import { DefinitionEditor } from './definition-editor.js';

export { DefinitionEditor, EMPTY_DEFINITION_MESSAGE } from './definition-editor.js';
export { DefinitionForm, FORMATTED_ENTRY_HINT } from './definition-form.js';

/** Inserts a definition with one meaning to write. @public */
export const insertDefinition: InsertCommand = {
  label: 'Definition',
  category: 'Language',
  level: 'extended',
  description: 'A term with its meanings, translations and pronunciation',
  create: createDefinition,
};

/** @public */
export const definitionAuthoring: AuthoringPart = defineAuthoring({
  elements: { [DEFINITION_KIND]: { component: DefinitionEditor, insert: insertDefinition } },
});

export default definitionAuthoring;
