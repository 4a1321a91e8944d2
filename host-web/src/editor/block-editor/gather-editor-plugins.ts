import { ContentNormalizer, KeyedRegistry, type ElementContribution, type ElementStructure, type MarkContribution, type PluginHost } from '@quire/core';
import type { ActivityEditor, AuthoringElement, AuthoringMark, AuthoringPart } from '@quire/plugin-sdk/authoring';
import type { WebPluginPart } from '../../plugins/load-web-plugins.js';

/** Everything the block editor learns from the loaded plugins, gathered once. */
export interface EditorPlugins {
  readonly host: PluginHost;
  readonly parts: readonly WebPluginPart<AuthoringPart>[];
  readonly elements: readonly ElementContribution[];
  readonly marks: readonly MarkContribution[];
  /** Element kind → its editor view and commands. */
  readonly elementViews: KeyedRegistry<AuthoringElement>;
  readonly markViews: KeyedRegistry<AuthoringMark>;
  /** Activity-type slug → its editor. */
  readonly activityEditors: KeyedRegistry<ActivityEditor<unknown>>;
  /** Element kind → its structure (block or inline, what it holds, where it lives). */
  readonly structures: ReadonlyMap<string, ElementStructure>;
  readonly normalizer: ContentNormalizer;
}

/**
 * Builds the editor's view of a set of loaded plugins. Kept apart from the loader so
 * tests can build one from their own plugins without the generated plugin list. A view two
 * plugins both give is an error naming both.
 */
export function gatherEditorPlugins(host: PluginHost, parts: readonly WebPluginPart<AuthoringPart>[]): EditorPlugins {
  const elements = host.elements.values();
  const marks = host.marks.values();
  const elementViews = new KeyedRegistry<AuthoringElement>('Element kind');
  const markViews = new KeyedRegistry<AuthoringMark>('Mark');
  const activityEditors = new KeyedRegistry<ActivityEditor<unknown>>('Activity type');
  for (const { pluginId, part } of parts) {
    activityEditors.addAll(part.activities ?? {}, pluginId);
    elementViews.addAll(part.elements ?? {}, pluginId);
    markViews.addAll(part.marks ?? {}, pluginId);
  }
  for (const { pluginId, part } of parts) part.setup?.(host.hooks, pluginId);
  return {
    host,
    parts,
    elements,
    marks,
    elementViews,
    markViews,
    activityEditors,
    structures: new Map(elements.map((e) => [e.kind, e.structure])),
    normalizer: new ContentNormalizer(elements, marks.map((m) => m.name)),
  };
}
