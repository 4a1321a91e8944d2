import { createContext, useContext, useMemo } from 'react';
import type { PluginSettingValue, PluginSettingsValues } from '@quire/core';

/**
 * The settings of every plugin that has some, for the project being edited or delivered,
 * by plugin id. The host provides it: the page editor from the project's plugins, the
 * learner's page from its section (the same values on the server's render and in the
 * browser). Empty where no host gives any.
 * @public
 */
export const PluginSettingsContext = createContext<Readonly<Record<string, PluginSettingsValues>>>({});

/**
 * A plugin's settings for the current project, with `defaults` standing in for any value
 * the host did not give or gave of another type than the default's. Views read the values
 * without the plugin's zod schema, so learner pages do not download zod: keep `defaults`
 * the constant the schema's `.default(…)` calls use.
 * @public
 */
export function usePluginSettings<Settings extends Readonly<Record<keyof Settings, PluginSettingValue>>>(pluginId: string, defaults: Settings): Settings {
  const given = useContext(PluginSettingsContext)[pluginId];
  return useMemo(() => settingsOver(defaults, given), [defaults, given]);
}

function settingsOver<Settings extends Readonly<Record<keyof Settings, PluginSettingValue>>>(defaults: Settings, given: PluginSettingsValues | undefined): Settings {
  if (!given) return defaults;
  const values: Record<string, PluginSettingValue> = {};
  for (const [key, fallback] of Object.entries(defaults) as [string, PluginSettingValue][]) {
    const value = Object.hasOwn(given, key) ? given[key] : undefined;
    values[key] = typeof value === typeof fallback ? (value as PluginSettingValue) : fallback;
  }
  return values as Settings;
}
