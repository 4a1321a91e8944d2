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

/** An invitation to a section, sent to the person's email (`GET /api/v1/invitations`). */
export interface MyInvitation {
  readonly invitationId: number;
  readonly sectionSlug: string;
  readonly sectionTitle: string;
  readonly projectTitle: string;
  readonly role: 'student' | 'instructor';
  readonly invitedBy: string | null;
  readonly invitedAt: string | null;
}

export const loadInvitations = (api: ApiClient) => api.get<{ invitations: MyInvitation[] }>('/invitations').then((answer) => answer.invitations);
export const acceptInvitation = (api: ApiClient, invitationId: number) => api.post<{ sectionSlug: string }>(`/invitations/${invitationId}/accept`);
export const declineInvitation = (api: ApiClient, invitationId: number) => api.delete<void>(`/invitations/${invitationId}`);

export const loadMyCourses = (api: ApiClient) => api.get<{ sections: MyCourse[] }>('/sections').then((answer) => answer.sections);
export const loadCatalog = (api: ApiClient) => api.get<{ sections: CatalogSection[] }>('/catalog').then((answer) => answer.sections);
export const loadProjects = (api: ApiClient) => api.get<{ projects: ProjectSummary[] }>('/projects?sort=title&order=asc').then((answer) => answer.projects);
