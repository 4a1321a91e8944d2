import { ApiError, type ApiClient } from '../app/api-client.js';

/** One revision of an activity as the history lists it. */
export interface RevisionSummary {
  readonly number: number;
  readonly slug: string;
  readonly title: string;
  /** Null when the author's account is gone. */
  readonly authorName: string | null;
  /** ISO time the revision was written. */
  readonly createdAt: string;
}

/** A page of an activity's history, newest first. */
export interface RevisionList {
  readonly resourceId: number;
  /** The activity's title now. */
  readonly title: string;
  /** The activity type's slug. */
  readonly activityType: string;
  /** The revision the activity is at now. */
  readonly currentNumber: number;
  readonly revisions: readonly RevisionSummary[];
  /** Whether older revisions remain beyond this page. */
  readonly hasMore: boolean;
}

/** One revision as it was written. */
export interface RevisionDetail {
  readonly number: number;
  readonly title: string;
  /** The activity's model, its authoring part included. */
  readonly content: Record<string, unknown>;
  readonly objectives: Record<string, number[]>;
  readonly tags: number[];
  readonly authorName: string | null;
  readonly createdAt: string;
}

function historyPath(projectSlug: string, activitySlug: string): string {
  return `/project/${encodeURIComponent(projectSlug)}/activity/${encodeURIComponent(activitySlug)}/revisions`;
}

/** The newest revisions, or with `before` those older than that number. */
export function listRevisions(api: ApiClient, projectSlug: string, activitySlug: string, before?: number): Promise<RevisionList> {
  return api.get<RevisionList>(historyPath(projectSlug, activitySlug) + (before === undefined ? '' : `?before=${before}`));
}

export function loadRevision(api: ApiClient, projectSlug: string, activitySlug: string, number: number): Promise<RevisionDetail> {
  return api.get<RevisionDetail>(`${historyPath(projectSlug, activitySlug)}/${number}`);
}

/** Writes revision `number` again as a new revision; answers the new revision's number. */
export async function restoreRevision(api: ApiClient, projectSlug: string, activitySlug: string, number: number): Promise<number> {
  const answer = await api.post<{ revisionNumber: number }>(`${historyPath(projectSlug, activitySlug)}/${number}/restore`);
  return answer.revisionNumber;
}

/** Who holds the lock that refused a change (a 423's `holder`), if that is why it failed. */
export function lockHolderName(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 423) return undefined;
  const holder = error.body?.holder;
  if (typeof holder === 'object' && holder !== null && typeof (holder as { name?: unknown }).name === 'string') return (holder as { name: string }).name;
  return undefined;
}
