import type { Element } from '@quire/plugin-sdk';
import { CODE_KIND } from './code-kinds.js';

/** A new, empty code block of plain text, in normal form (a void holding one empty text). @public */
export function createCode(createId: () => string): Element {
  return { type: CODE_KIND, id: createId(), code: '', language: 'Text', children: [{ text: '' }] };
}
