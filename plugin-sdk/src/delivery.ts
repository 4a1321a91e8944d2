/**
 * The delivery half of a plugin (`./delivery` entry): static React views for learners.
 * It needs no editor and no plugin hooks, so the learner bundle stays small.
 * @packageDocumentation
 */
import type { DeliveryPart } from './delivery/delivery-part.js';

export type { ActivityAttemptState, ActivityDeliveryProps, ActivityDeliveryView, PartAttemptState } from './activity/activity-views.js';

export * from './delivery/delivery-part.js';
export * from './delivery/content-renderer.js';
export * from './delivery/delivery-views.js';
export * from './delivery/pagination-controls-props.js';
export * from './delivery/navbar-props.js';
export * from './delivery/delivery-context.js';
export * from './delivery/attempt-state.js';
export * from './delivery/use-system-dark.js';
export * from './content/content-type-request.js';
export * from './content/assistant-trigger.js';
export * from './delivery/copy-text-button.js';
export * from './delivery/play-audio-button.js';
export type { AudioClip } from './content/audio-clip.js';
export * from './delivery/command-bus.js';
export * from './settings/plugin-settings-context.js';
export * from './activity/part-feedback.js';
export * from './activity/hints-panel.js';
export * from './activity/activity-actions.js';
export * from './activity/score-line.js';
export * from './activity/numeric-answer-problem.js';
export * from './activity/part-attempt.js';
export * from './activity/activity-frame.js';
export * from './activity/choice-activity-frame.js';
export * from './activity/choice-content.js';

/** Declares the delivery part of a plugin. @public */
export function defineDelivery(part: DeliveryPart): DeliveryPart {
  return Object.freeze({ ...part });
}
