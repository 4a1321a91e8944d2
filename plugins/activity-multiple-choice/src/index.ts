/**
 * @quire/plugin-activity-multiple-choice: the 'Multiple Choice' activity type. This entry is the pure manifest
 * both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { multipleChoiceType } from './common/activity-multiple-choice-type.js';

export * from './common/activity-multiple-choice-type.js';

/** @public */
export const multipleChoicePlugin: PluginManifest = definePlugin({ id: 'activity-multiple-choice', activityTypes: [multipleChoiceType] });

export default multipleChoicePlugin;
