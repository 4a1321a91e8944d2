import type { Element } from '@quire/plugin-sdk';
import { DEFAULT_TRIGGER_TYPE, TRIGGER_KIND } from './trigger-kinds.js';

/** A new trigger, already normal: about its content block, with no prompt yet. @public */
export function createTrigger(createId: () => string): Element {
  return { type: TRIGGER_KIND, id: createId(), trigger_type: DEFAULT_TRIGGER_TYPE, prompt: '', children: [{ text: '' }] };
}
