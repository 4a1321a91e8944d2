/**
 * @quire/plugin-activity-check-all-that-apply: the 'Check All That Apply' activity type. This entry is the pure manifest
 * both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { checkAllThatApplyType } from './common/activity-check-all-that-apply-type.js';

export * from './common/activity-check-all-that-apply-type.js';

/** @public */
export const checkAllThatApplyPlugin: PluginManifest = definePlugin({ id: 'activity-check-all-that-apply', activityTypes: [checkAllThatApplyType] });

export default checkAllThatApplyPlugin;
