import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { createCallout } from '../common/create-callout.js';

/**
 * 'Callout' in the insert menu. General rather than Structure: like a table, it is an
 * everyday block of any page, not a part of the page's outline.
 * @public
 */
export const insertCallout: InsertCommand = {
  label: 'Callout',
  category: 'General',
  level: 'limited',
  description: 'A highlighted box of text that stands out from the page',
  create: createCallout,
};
