import { PluginHost, createHostContainer, type LoadedPlugin, type PluginManifest } from '@quire/core';
import type { AuthoringPart } from '@quire/plugin-sdk/authoring';
import type { DeliveryPart } from '@quire/plugin-sdk/delivery';

/** One entry of the generated plugin list (virtual:quire-plugins). */
export interface WebPluginEntry {
  readonly id: string;
  readonly source: string;
  /** What the plugin's manifest contributes, read at build time; undefined when unknown. */
  readonly contributes?: {
    readonly elements: readonly string[];
    /** Its element kinds whose learner view is an island (`interactive`). */
    readonly interactiveElements?: readonly string[];
    readonly marks: readonly string[];
    readonly activities: readonly string[];
    readonly widgets: readonly string[];
    /** Its widgets that replace another plugin's, by their own name: the name each replaces. */
    readonly widgetReplaces?: Readonly<Record<string, string>>;
    /** The project pages it adds to the authoring workspace. */
    readonly projectPages?: readonly { readonly id: string; readonly label: string }[];
  };
  readonly manifest: () => Promise<{ default: PluginManifest }>;
  readonly authoring?: () => Promise<{ default: AuthoringPart }>;
  readonly delivery?: () => Promise<{ default: DeliveryPart }>;
}

/** A plugin's browser part for one side, with the plugin's id. */
export interface WebPluginPart<Part> {
  readonly pluginId: string;
  readonly part: Part;
}

type Side = 'authoring' | 'delivery';
type PartOf<S extends Side> = S extends 'authoring' ? AuthoringPart : DeliveryPart;

/**
 * Loads every plugin's manifest and the parts of one side (the authoring route never
 * downloads delivery code and the reverse), in parallel. A plugin that fails to load is
 * reported by its id and left out; the page still works with the others.
 */
export async function loadWebPlugins<S extends Side>(
  entries: readonly WebPluginEntry[],
  side: S,
): Promise<{ host: PluginHost; parts: WebPluginPart<PartOf<S>>[] }> {
  const settled = await Promise.allSettled(
    entries.map(async (entry) => {
      const manifest = (await entry.manifest()).default;
      if (manifest?.id !== entry.id) throw new Error(`its manifest's id '${manifest?.id}' does not match package.json's '${entry.id}'`);
      const load = entry[side] as (() => Promise<{ default: PartOf<S> }>) | undefined;
      const part = load ? (await load()).default : undefined;
      return { manifest, source: entry.source, part };
    }),
  );
  const loaded: LoadedPlugin[] = [];
  const parts: WebPluginPart<PartOf<S>>[] = [];
  const failures: { entry: WebPluginEntry; error: unknown }[] = [];
  settled.forEach((result, i) => {
    if (result.status === 'rejected') {
      failures.push({ entry: entries[i], error: result.reason });
      return;
    }
    loaded.push({ manifest: result.value.manifest, source: result.value.source });
    if (result.value.part) parts.push({ pluginId: entries[i].id, part: result.value.part });
  });
  const host = createHostContainer(loaded).get(PluginHost);
  for (const { entry, error } of failures) host.reportFailure(entry.id, entry.source, error);
  return { host, parts };
}
