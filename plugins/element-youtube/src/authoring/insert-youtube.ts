import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { createYoutube } from '../common/create-youtube.js';

/**
 * 'YouTube' in the insert menu's Media group, from the limited menu up. It puts in an
 * empty video whose view opens the 'Insert YouTube' dialog at once.
 * @public
 */
export const insertYoutube: InsertCommand = {
  label: 'YouTube',
  category: 'Media',
  level: 'limited',
  description: 'A YouTube video, by its address or ID',
  create: (createId) => createYoutube(createId),
};
