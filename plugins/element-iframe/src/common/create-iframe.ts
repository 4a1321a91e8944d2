import type { Element } from '@quire/plugin-sdk';
import { IFRAME_KIND } from './iframe-kind.js';

/**
 * A new iframe with no address yet, in normal form (a void holding one empty text): its
 * view asks for the address at once.
 * @public
 */
export function createIframe(createId: () => string): Element {
  return { type: IFRAME_KIND, id: createId(), children: [{ text: '' }] };
}
