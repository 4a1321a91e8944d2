import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { IMG_INLINE_KIND, IMG_KIND } from '../common/image-kinds.js';

/*
 * Insert commands build their element at once, so a new image has no source yet: it
 * shows the 'Choose image' placeholder, whose button opens the media picker.
 */

/** 'Image' in the insert menu: a block image. @public */
export const insertImage: InsertCommand = {
  label: 'Image',
  category: 'Media',
  level: 'limited',
  description: 'An image from the media library or the web',
  create: (createId) => ({ type: IMG_KIND, id: createId(), children: [{ text: '' }] }),
};

/** 'Inline image' in the insert menu: an image inside the line of text at the cursor. @public */
export const insertInlineImage: InsertCommand = {
  label: 'Inline image',
  category: 'Media',
  level: 'limited',
  description: 'A small image inside a line of text',
  create: (createId) => ({ type: IMG_INLINE_KIND, id: createId(), children: [{ text: '' }] }),
};
