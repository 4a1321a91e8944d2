/**
 * @quire/plugin-activity-short-answer: the short answer activity type (oli_short_answer).
 * This entry is the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { shortAnswerType } from './common/short-answer-type.js';

export * from './common/short-answer-model.js';
export * from './common/evaluate-short-answer.js';
export { shortAnswerType } from './common/short-answer-type.js';

/** @public */
export const shortAnswerPlugin: PluginManifest = definePlugin({ id: 'activity-short-answer', activityTypes: [shortAnswerType] });

export default shortAnswerPlugin;
