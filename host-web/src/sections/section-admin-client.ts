import type { ApiClient } from '../app/api-client.js';

export interface PublicationSummary {
  readonly publicationId: number;
  readonly number: number;
  readonly publishedAt: string | null;
}

export interface StudentProgress {
  readonly userId: number;
  readonly name: string;
  readonly email: string | null;
  readonly isGuest: boolean;
  readonly pagesVisited: number;
  readonly activitiesCompleted: number;
  readonly lastVisited: { readonly slug: string; readonly title: string; readonly visitedAt: string | null } | null;
}

/** `GET /api/v1/sections/{slug}/overview`. */
export interface SectionOverview {
  readonly section: { readonly slug: string; readonly title: string; readonly openAndFree: boolean; readonly projectSlug: string; readonly projectTitle: string; readonly projectMember: boolean };
  readonly publication: PublicationSummary;
  readonly latestPublication: PublicationSummary;
  readonly totals: { readonly pages: number; readonly activities: number };
  readonly studentCount: number;
  readonly students: readonly StudentProgress[];
}

export interface RosterEnrollment {
  readonly userId: number;
  readonly email: string | null;
  readonly name: string;
  readonly isGuest: boolean;
  readonly role: 'student' | 'instructor';
}

export interface RosterInvitation {
  readonly invitationId: number;
  readonly email: string;
  readonly role: 'student' | 'instructor';
  readonly invitedAt: string;
}

export interface Roster {
  readonly enrollments: readonly RosterEnrollment[];
  readonly invitations: readonly RosterInvitation[];
}

const base = (sectionSlug: string) => `/sections/${encodeURIComponent(sectionSlug)}`;

export const loadOverview = (api: ApiClient, sectionSlug: string) => api.get<SectionOverview>(`${base(sectionSlug)}/overview`);
export const loadRoster = (api: ApiClient, sectionSlug: string) => api.get<Roster>(`${base(sectionSlug)}/enrollments`);
export const deliverLatest = (api: ApiClient, sectionSlug: string) => api.put<{ publicationId: number; number: number }>(`${base(sectionSlug)}/publication`);
export const addToRoster = (api: ApiClient, sectionSlug: string, email: string, role: 'student' | 'instructor') =>
  api.post<{ enrollment?: RosterEnrollment; invitation?: RosterInvitation }>(`${base(sectionSlug)}/enrollments`, { email, role });
export const removeEnrollment = (api: ApiClient, sectionSlug: string, userId: number) => api.delete<void>(`${base(sectionSlug)}/enrollments/${userId}`);
export const withdrawInvitation = (api: ApiClient, sectionSlug: string, invitationId: number) => api.delete<void>(`${base(sectionSlug)}/invitations/${invitationId}`);
