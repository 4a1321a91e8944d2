import { plainRecord, type Element } from '@quire/plugin-sdk';
import { DEFINITION_KIND } from './definition-kinds.js';

/** A new definition in normal form: no term yet and one empty meaning to write. @public */
export function createDefinition(createId: () => string): Element {
  return { type: DEFINITION_KIND, id: createId(), term: '', meanings: [plainRecord('meaning', '', createId)], children: [{ text: '' }] };
}
