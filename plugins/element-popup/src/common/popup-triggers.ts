/**
 * How a popup opens (spec authoring §3: hover or click). Kept apart from the schema, so the
 * learner's view reads them without zod.
 */

/** @public */
export const POPUP_TRIGGERS = ['hover', 'click'] as const;
/** @public */
export type PopupTrigger = (typeof POPUP_TRIGGERS)[number];

/** How a popup without a stored trigger opens. The schema does not fill it in, so a parse never rewrites stored content. @public */
export const DEFAULT_POPUP_TRIGGER: PopupTrigger = 'hover';

/** Whether a stored value is one of the triggers. @public */
export function isPopupTrigger(value: unknown): value is PopupTrigger {
  return POPUP_TRIGGERS.includes(value as PopupTrigger);
}
