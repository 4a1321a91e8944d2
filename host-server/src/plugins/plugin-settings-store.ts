import type { Knex } from 'knex';
import { readPluginSettings, type PluginHost, type PluginSettingsSchema, type PluginSettingsValues } from '@quire/core';
import { allHot, type HotDb } from '../db/prepared-sqlite.js';
import type { ServerPlugin } from './load-server-plugins.js';

/** Every plugin's settings for one project, by plugin id: only plugins that declare settings. */
export type ProjectPluginSettings = Readonly<Record<string, PluginSettingsValues>>;

const PROJECT_SETTINGS_SQL = 'select plugin_id, settings from project_plugin_settings where project_id = ?';

function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The per-project settings of the plugins that declare them (table
 * `project_plugin_settings`). What is read is always whole and valid: a plugin without a
 * row has its defaults, and a stored field its schema no longer takes reads as its default.
 * It holds the schemas only: each call is given the database (or transaction) to use.
 */
export class PluginSettingsStore {
  private readonly schemas: ReadonlyMap<string, PluginSettingsSchema>;

  constructor(plugins: readonly ServerPlugin[], host: PluginHost) {
    const started = new Set(host.pluginIds());
    this.schemas = new Map(plugins.flatMap(({ manifest }) => (manifest.settings && started.has(manifest.id) ? [[manifest.id, manifest.settings] as const] : [])));
  }

  /** The schema of a plugin's settings; undefined for a plugin that has none or is not running. */
  schemaOf(pluginId: string): PluginSettingsSchema | undefined {
    return this.schemas.get(pluginId);
  }

  /** Every plugin's settings in a project; one query, none when no plugin has settings. */
  async forProject(db: HotDb, projectId: number): Promise<ProjectPluginSettings> {
    if (this.schemas.size === 0) return {};
    const rows = await allHot<{ plugin_id: string; settings: string }>(db, PROJECT_SETTINGS_SQL, [projectId]);
    const stored = new Map(rows.map((row) => [row.plugin_id, row.settings]));
    const settings: Record<string, PluginSettingsValues> = {};
    for (const [pluginId, schema] of this.schemas) {
      const text = stored.get(pluginId);
      settings[pluginId] = readPluginSettings(pluginId, schema, text === undefined ? undefined : parseStored(text));
    }
    return settings;
  }

  /** Stores a plugin's settings for a project, already checked against its schema. */
  async save(db: Knex, projectId: number, pluginId: string, values: PluginSettingsValues, now: Date): Promise<void> {
    await db('project_plugin_settings')
      .insert({ project_id: projectId, plugin_id: pluginId, settings: JSON.stringify(values), updated_at: now })
      .onConflict(['project_id', 'plugin_id'])
      .merge(['settings', 'updated_at']);
  }
}
