import type { ActivityTypeContribution } from './points/activity-type.js';
import type { ElementContribution } from './points/element.js';
import type { MarkContribution } from './points/mark.js';
import type { PluginSettingsSchema } from './plugin-settings.js';
import type { WidgetContribution } from './points/widget.js';

/**
 * The pure manifest of a plugin: what it contributes to each extension point. Both hosts
 * load it (it holds no React and no Node code), so the server validates documents with the
 * same element rules the editor uses.
 * @public
 */
export interface PluginManifest {
  /** kebab-case; equals the plugin's folder name, tap name and router segment. */
  readonly id: string;
  readonly elements?: readonly ElementContribution[];
  readonly marks?: readonly MarkContribution[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly activityTypes?: readonly ActivityTypeContribution<any>[];
  readonly widgets?: readonly WidgetContribution[];
  /** What a project's owner may set for this plugin on the project's settings page. */
  readonly settings?: PluginSettingsSchema;
  /**
   * Pages of a project this plugin adds to the authoring workspace (a bibliography), linked
   * from the project's page; the authoring part's `projectPages` draws each.
   */
  readonly projectPages?: readonly ProjectPageContribution[];
}

/**
 * A project page: its address segment (`/authoring/project/{slug}/{id}`, kebab-case, not one
 * of the host's own) and the label of its link and heading.
 * @public
 */
export interface ProjectPageContribution {
  readonly id: string;
  readonly label: string;
}

/** Address segments of a project the host's own screens use, which a project page may not take. @public */
export const RESERVED_PROJECT_PAGE_IDS: readonly string[] = ['resource', 'preview', 'media', 'settings', 'activity', 'pages', 'bank'];

/** Binding id of every loaded plugin manifest in a host's container. @public */
export const PluginManifest = Symbol.for('quire.plugin');

const PLUGIN_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** True for a well-formed plugin id. @public */
export function isValidPluginId(id: string): boolean {
  return PLUGIN_ID.test(id);
}
