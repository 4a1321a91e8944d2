import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { createPageLink } from '../common/create-page-link.js';

/**
 * 'Page link' in the insert menu's Structure group, offered in the full menu only (spec
 * authoring §9: "all (includes page link)"); 'Select a Page' opens at once.
 * @public
 */
export const insertPageLink: InsertCommand = {
  label: 'Page link',
  category: 'Structure',
  level: 'all',
  description: 'A link to another page of the course, with what it is for',
  create: createPageLink,
};
