import type { InsertCommand } from '@quire/plugin-sdk/authoring';
import { createIframe } from '../common/create-iframe.js';

/**
 * 'Iframe' in the insert menu's Media group, in the full menu only ('Web page' is the
 * everyday embed). It puts in an empty frame whose view opens its settings at once.
 * @public
 */
export const insertIframe: InsertCommand = {
  label: 'Iframe',
  category: 'Media',
  level: 'all',
  description: 'Another page shown in a frame, by its address',
  create: createIframe,
};
