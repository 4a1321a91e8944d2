/**
 * @quire/plugin-activity-ordering: the 'Ordering' activity type. This entry is the pure manifest
 * both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { orderingType } from './common/activity-ordering-type.js';

export * from './common/activity-ordering-type.js';

/** @public */
export const orderingPlugin: PluginManifest = definePlugin({ id: 'activity-ordering', activityTypes: [orderingType] });

export default orderingPlugin;
