import type { ApiClient } from '../app/api-client.js';

/** An installed plugin as a project sees it (GET /projects/{slug}/plugins). */
export interface ProjectPlugin {
  readonly id: string;
  readonly packageName: string;
  readonly version: string | null;
  readonly description: string | null;
  readonly contributes: {
    readonly elements: readonly string[];
    readonly marks: readonly string[];
    readonly activityTypes: readonly string[];
    readonly widgets: readonly string[];
  };
  /** Whether the project's owner can switch it off (element plugins). */
  readonly switchable: boolean;
  readonly enabled: boolean;
}

export async function loadProjectPlugins(api: ApiClient, projectSlug: string): Promise<ProjectPlugin[]> {
  const answer = await api.get<{ plugins: ProjectPlugin[] }>(`/projects/${projectSlug}/plugins`);
  return answer.plugins;
}
