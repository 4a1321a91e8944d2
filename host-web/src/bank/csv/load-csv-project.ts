import type { ApiClient } from '../../app/api-client.js';
import type { CsvProject } from './read-bank-csv.js';

/** What a CSV file's rows are matched against: the project's objectives, tags and activity types. */
export async function loadCsvProject(api: ApiClient, projectSlug: string): Promise<CsvProject> {
  const [objectives, tags, types] = await Promise.all([
    api.get<{ objectives: CsvProject['objectives'] }>(`/objectives/project/${projectSlug}`),
    api.get<{ tags: CsvProject['tags'] }>(`/tags/project/${projectSlug}`),
    api.get<{ types: CsvProject['activityTypes'] }>(`/projects/${projectSlug}/activity-types`),
  ]);
  return { objectives: objectives.objectives, tags: tags.tags, activityTypes: types.types };
}
