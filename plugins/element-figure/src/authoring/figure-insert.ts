import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { createFigure } from '../common/create-figure.js';

/**
 * 'Figure' in the insert menu. General rather than Structure: a figure frames any content
 * (an image, a table, a formula) with a title, as a table or a callout does.
 * @public
 */
export const insertFigure: InsertCommand = {
  label: 'Figure',
  category: 'General',
  level: 'limited',
  description: 'Content under a title, such as an image or a table with its caption',
  create: createFigure,
};
