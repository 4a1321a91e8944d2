import { pluginEntries } from 'virtual:quire-plugins';
import type { ComponentType } from 'react';
import type { ProjectPageProps } from '@quire/plugin-sdk/authoring';
import type { WebPluginEntry } from '../plugins/load-web-plugins.js';

/** A project page a plugin adds (its manifest's `projectPages`), with the plugin that draws it. */
export interface ProjectPageLink {
  readonly pluginId: string;
  readonly id: string;
  readonly label: string;
}

/** The installed plugins' project pages, in plugin order, as the build read them from their manifests. */
export function projectPageLinks(entries: readonly WebPluginEntry[] = pluginEntries): ProjectPageLink[] {
  return entries.flatMap((entry) => (entry.contributes?.projectPages ?? []).map((page) => ({ pluginId: entry.id, id: page.id, label: page.label })));
}

/**
 * The screen of a project page: the authoring part of the plugin that declares it, loaded
 * now (and its stylesheet); undefined when no installed plugin draws that page.
 */
export async function loadProjectPage(id: string, entries: readonly WebPluginEntry[] = pluginEntries): Promise<{ link: ProjectPageLink; Screen: ComponentType<ProjectPageProps> } | undefined> {
  const link = projectPageLinks(entries).find((page) => page.id === id);
  const entry = link && entries.find((candidate) => candidate.id === link.pluginId);
  if (!link || !entry?.authoring) return undefined;
  const Screen = (await entry.authoring()).default.projectPages?.[id];
  return Screen ? { link, Screen } : undefined;
}
