import type { ApiClient } from '../../app/api-client.js';

/** An activity type as a project sees it (GET /projects/{slug}/activity-types). */
export interface ProjectActivityType {
  readonly slug: string;
  readonly friendlyName: string;
  readonly description: string | null;
  /** On in a project unless its owner switched it off; otherwise off until switched on. */
  readonly globallyAvailable: boolean;
  /** Whether the project's authors can create activities of this type. */
  readonly offered: boolean;
}

export async function loadProjectActivityTypes(api: ApiClient, projectSlug: string): Promise<ProjectActivityType[]> {
  const answer = await api.get<{ types: ProjectActivityType[] }>(`/projects/${projectSlug}/activity-types`);
  return answer.types;
}
