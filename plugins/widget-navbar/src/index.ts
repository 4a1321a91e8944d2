/**
 * @quire/plugin-widget-navbar: the `Navbar` widget, the learner's side navigation. This
 * entry is the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { defineWidget, definePlugin, type PluginManifest } from '@quire/plugin-sdk';

/** @public */
export const navbarPlugin: PluginManifest = definePlugin({
  id: 'widget-navbar',
  widgets: [defineWidget({ name: 'Navbar', side: 'delivery' })],
});

export default navbarPlugin;
