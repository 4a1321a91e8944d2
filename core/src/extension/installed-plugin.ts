import type { PluginSettingField } from './plugin-settings.js';

/** A plugin a server runs, as a project's settings list it (GET /projects/{slug}/plugins). @public */
export interface InstalledPlugin {
  readonly id: string;
  /** The package quire.plugins.json names; the id for a plugin given in code. */
  readonly packageName: string;
  readonly version: string | null;
  readonly description: string | null;
  /** What it adds: element kinds, marks, activity types (by name) and widgets. */
  readonly contributes: {
    readonly elements: readonly string[];
    readonly marks: readonly string[];
    readonly activityTypes: readonly string[];
    readonly widgets: readonly string[];
  };
  /**
   * Whether a project's owner can switch it off: element plugins can (their entries leave
   * the insert menus); activity types are switched one by one, and marks and widgets stay.
   */
  readonly switchable: boolean;
  /** The form of its per-project settings; empty for a plugin without settings. */
  readonly settingFields: readonly PluginSettingField[];
}
