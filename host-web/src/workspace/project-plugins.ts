import { useEffect, useState } from 'react';
import type { InstalledPlugin, PluginSettingsValues } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';

/** An installed plugin as a project sees it (GET /projects/{slug}/plugins). */
export interface ProjectPlugin extends InstalledPlugin {
  /** Whether the plugin is on in this project. */
  readonly enabled: boolean;
  /** The project's values of its settings, defaults filled in; empty for a plugin without settings. */
  readonly settings: PluginSettingsValues;
}

/** A project's plugins, and whether the caller owns the project (only its owner changes them). */
export interface ProjectPluginList {
  readonly role: 'owner' | 'author';
  readonly plugins: readonly ProjectPlugin[];
}

export function loadProjectPluginList(api: ApiClient, projectSlug: string): Promise<ProjectPluginList> {
  return api.get<ProjectPluginList>(`/projects/${projectSlug}/plugins`);
}

export async function loadProjectPlugins(api: ApiClient, projectSlug: string): Promise<readonly ProjectPlugin[]> {
  return (await loadProjectPluginList(api, projectSlug)).plugins;
}

/** The settings of every plugin that has some, by plugin id, as the plugins' views read them. */
export function pluginSettingsById(plugins: readonly ProjectPlugin[]): Readonly<Record<string, PluginSettingsValues>> {
  // A server from before plugin settings sends neither field: every plugin keeps its defaults.
  return Object.fromEntries(plugins.filter((plugin) => plugin.settingFields?.length && plugin.settings).map((plugin) => [plugin.id, plugin.settings]));
}

/** The project's plugin settings, once loaded; none (every plugin at its defaults) until then, or when they cannot be loaded. */
export function useProjectPluginSettings(api: ApiClient, projectSlug: string): Readonly<Record<string, PluginSettingsValues>> {
  const [settings, setSettings] = useState<Readonly<Record<string, PluginSettingsValues>>>({});
  useEffect(() => {
    let cancelled = false;
    loadProjectPlugins(api, projectSlug).then(
      (plugins) => !cancelled && setSettings(pluginSettingsById(plugins)),
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [api, projectSlug]);
  return settings;
}
