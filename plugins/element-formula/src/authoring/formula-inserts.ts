import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { createFormula } from '../common/create-formula.js';
import { FORMULA_INLINE_KIND, FORMULA_KIND } from '../common/formula-kinds.js';

/** 'Formula' in the insert menu's STEM group: a display formula, whose editor opens at once. @public */
export const insertFormula: InsertCommand = {
  label: 'Formula',
  category: 'STEM',
  level: 'limited',
  description: 'A formula on a line of its own, in LaTeX or MathML',
  create: (createId) => createFormula(FORMULA_KIND, '', 'latex', createId),
};

/** 'Inline formula': a formula inside the line of text at the cursor. @public */
export const insertInlineFormula: InsertCommand = {
  label: 'Inline formula',
  category: 'STEM',
  level: 'limited',
  description: 'A formula inside a line of text',
  create: (createId) => createFormula(FORMULA_INLINE_KIND, '', 'latex', createId),
};
