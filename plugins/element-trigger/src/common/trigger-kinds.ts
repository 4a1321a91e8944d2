/** The element kinds of this plugin (spec authoring §3), and what a trigger's fields hold. */
import type { TriggerType } from '@quire/plugin-sdk';

/** @public */
export const TRIGGER_KIND = 'trigger';

/** What a trigger is about when its `trigger_type` is unset. @public */
export const DEFAULT_TRIGGER_TYPE: TriggerType = 'content_block';

/** The trigger type of an element as stored: one of the spec's, or the default. @public */
export function triggerTypeOf(element: { readonly [field: string]: unknown }): TriggerType {
  return element.trigger_type === 'content_group' ? 'content_group' : DEFAULT_TRIGGER_TYPE;
}

/** The prompt of an element as stored, or '' when it has none. @public */
export function promptOf(element: { readonly [field: string]: unknown }): string {
  return typeof element.prompt === 'string' ? element.prompt : '';
}
