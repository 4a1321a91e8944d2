import type { Element } from '@quire/plugin-sdk';
import { FIGURE_KIND } from './figure-kinds.js';

/** A new figure with no title, holding one empty paragraph: already in normal form. @public */
export function createFigure(createId: () => string): Element {
  return { type: FIGURE_KIND, id: createId(), children: [{ type: 'p', id: createId(), children: [{ text: '' }] }] };
}
