import type { InstalledPlugin } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';

/** An installed plugin as a project sees it (GET /projects/{slug}/plugins). */
export interface ProjectPlugin extends InstalledPlugin {
  /** Whether the plugin is on in this project. */
  readonly enabled: boolean;
}

export async function loadProjectPlugins(api: ApiClient, projectSlug: string): Promise<ProjectPlugin[]> {
  const answer = await api.get<{ plugins: ProjectPlugin[] }>(`/projects/${projectSlug}/plugins`);
  return answer.plugins;
}
