import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { createWebpage } from '../common/create-webpage.js';

/**
 * 'Web page' in the insert menu's Media group, from the extended menu up. It puts in an
 * empty embed whose view opens 'Change Webpage Embed URL' at once.
 * @public
 */
export const insertWebpage: InsertCommand = {
  label: 'Web page',
  category: 'Media',
  level: 'extended',
  description: 'A web page shown in a frame, by its address or from the media library',
  create: createWebpage,
};
