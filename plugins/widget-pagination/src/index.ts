/**
 * @quire/plugin-widget-pagination: the `PaginationControls` widget the learner page draws
 * under paginated content. This entry is the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { defineWidget, definePlugin, type PluginManifest } from '@quire/plugin-sdk';

/** @public */
export const paginationPlugin: PluginManifest = definePlugin({
  id: 'widget-pagination',
  widgets: [defineWidget({ name: 'PaginationControls', side: 'delivery' })],
});

export default paginationPlugin;
