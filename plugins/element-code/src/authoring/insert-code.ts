import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { createCode } from '../common/create-code.js';

/** 'Code block' in the insert menu's STEM group: an empty block of plain text, ready for its language. @public */
export const insertCode: InsertCommand = {
  label: 'Code block',
  category: 'STEM',
  level: 'extended',
  description: 'Program code, highlighted, that learners can copy',
  create: createCode,
};
