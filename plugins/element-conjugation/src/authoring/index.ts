/**
 * Authoring part of element-conjugation: the conjugation's editor view (a Preview/Edit
 * toggle over the conjugation as learners see it, or its edit form), the view of a
 * conjugation cell met in an ordinary table, and the 'Conjugation' insert command in the
 * Language category.
 * @packageDocumentation
 */
import { defineAuthoring, type AuthoringPart, type InsertCommand } from '@quire/plugin-sdk/authoring';
import { CONJUGATION_KIND, TC_KIND } from '../common/conjugation-kinds.js';
import { createConjugation } from '../common/create-conjugation.js';
import { ConjugationCellEditor, ConjugationEditor } from './conjugation-editor.js';

export { ConjugationCellEditor, ConjugationEditor, EMPTY_CONJUGATION_MESSAGE } from './conjugation-editor.js';
export { ConjugationForm, FORMATTED_TEXT_HINT } from './conjugation-form.js';

/** Inserts a conjugation with a table of three rows of two empty cells. @public */
export const insertConjugation: InsertCommand = {
  label: 'Conjugation',
  category: 'Language',
  level: 'extended',
  description: 'A verb conjugation table, with pronouns and a recording for each form',
  create: createConjugation,
};

/** @public */
export const conjugationAuthoring: AuthoringPart = defineAuthoring({
  elements: {
    [CONJUGATION_KIND]: { component: ConjugationEditor, insert: insertConjugation },
    [TC_KIND]: { component: ConjugationCellEditor },
  },
});

export default conjugationAuthoring;
