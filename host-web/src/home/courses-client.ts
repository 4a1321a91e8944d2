import type { ApiClient } from '../app/api-client.js';

/** One of the person's sections, as `GET /api/v1/sections` gives it. */
export interface MyCourse {
  readonly slug: string;
  readonly title: string;
  readonly role: 'student' | 'instructor';
  readonly openAndFree: boolean;
  readonly projectSlug: string;
  readonly publicationNumber: number;
  readonly lastVisited: { readonly slug: string; readonly title: string; readonly visitedAt: string | null } | null;
  readonly progress: { readonly pagesVisited: number; readonly pages: number; readonly activitiesCompleted: number; readonly activities: number };
}

/** An open and free section anyone may join (`GET /api/v1/catalog`). */
export interface CatalogSection {
  readonly slug: string;
  readonly title: string;
  readonly projectTitle: string;
}

/** One of the author's projects (`GET /api/v1/projects`). */
export interface ProjectSummary {
  readonly slug: string;
  readonly title: string;
  readonly role: string;
  readonly createdAt: string;
}

export const loadMyCourses = (api: ApiClient) => api.get<{ sections: MyCourse[] }>('/sections').then((answer) => answer.sections);
export const loadCatalog = (api: ApiClient) => api.get<{ sections: CatalogSection[] }>('/catalog').then((answer) => answer.sections);
export const loadProjects = (api: ApiClient) => api.get<{ projects: ProjectSummary[] }>('/projects?sort=title&order=asc').then((answer) => answer.projects);
