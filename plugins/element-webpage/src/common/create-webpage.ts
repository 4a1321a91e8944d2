import type { Element } from '@quire/plugin-sdk';
import { WEBPAGE_KIND } from './webpage-kind.js';

/**
 * A new web page embed with no address yet, in normal form (a void holding one empty
 * text): its view asks for the address at once.
 * @public
 */
export function createWebpage(createId: () => string): Element {
  return { type: WEBPAGE_KIND, id: createId(), children: [{ text: '' }] };
}
