import type { Element } from '@quire/plugin-sdk';
import { FOREIGN_KIND } from './foreign-kinds.js';

/** Foreign text holding `text`, in `lang` ('' for the project's default language). @public */
export function createForeign(lang: string, text: string, createId: () => string): Element {
  return { type: FOREIGN_KIND, id: createId(), lang, children: [{ text }] };
}
