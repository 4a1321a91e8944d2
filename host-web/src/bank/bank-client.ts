import { BANK_PAGE_SIZE, type Logic } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';
import type { SearchableObjective } from './objective-matches.js';

/** One banked activity as the bank query answers it (its content is the full model, authoring included). */
export interface BankRow {
  readonly resource_id: number;
  readonly slug: string;
  readonly title: string;
  readonly content: Record<string, unknown>;
  readonly objectives: Record<string, number[]>;
  readonly tags: number[];
  readonly activity_type_id: number;
  /** The type's slug. */
  readonly activity_type: string;
  readonly revision_number: number;
}

export interface BankPage {
  readonly rows: readonly BankRow[];
  readonly totalCount: number;
}

/** An activity type of the project: its `id` is what a `type` filter lists. */
export interface BankActivityType {
  readonly id: number;
  readonly slug: string;
  readonly friendlyName: string;
  /** Whether the project's authors may create activities of this type. */
  readonly offered: boolean;
}

/** What an author changes of a banked activity, saved together. */
export interface BankEdits {
  readonly title: string;
  /** The full model: `authoring` is sent apart from the rest of the content. */
  readonly model: Record<string, unknown>;
  readonly objectives: Record<string, number[]>;
  readonly tags: number[];
}

export type BankLock = { readonly type: 'acquired'; readonly revision?: BankEdits } | { readonly type: 'not_acquired' };

/** One page (1-based) of the bank's activities matching `logic`, newest first. */
export async function queryBank(api: ApiClient, projectSlug: string, logic: Logic, page: number): Promise<BankPage> {
  const answer = await api.post<{ queryResult: BankPage }>(`/bank/project/${projectSlug}`, {
    logic: logic.conditions === null ? null : logic,
    paging: { offset: (page - 1) * BANK_PAGE_SIZE, limit: BANK_PAGE_SIZE },
  });
  return answer.queryResult;
}

export async function loadBankActivityTypes(api: ApiClient, projectSlug: string): Promise<BankActivityType[]> {
  const answer = await api.get<{ types: BankActivityType[] }>(`/projects/${projectSlug}/activity-types`);
  return answer.types;
}

/** The project's objectives with their parents, which the objective filter searches. */
export async function loadSearchableObjectives(api: ApiClient, projectSlug: string): Promise<SearchableObjective[]> {
  const answer = await api.get<{ objectives: SearchableObjective[] }>(`/objectives/project/${projectSlug}`);
  return answer.objectives;
}

/** Takes (or renews) the edit lock of a banked activity: its own id is its lock id. */
export async function lockActivity(api: ApiClient, projectSlug: string, resourceId: number, fetchRevision: boolean): Promise<BankLock> {
  const answer = await api.post<{
    type: 'acquired' | 'not_acquired';
    revision?: { title: string; content: Record<string, unknown>; objectives?: Record<string, number[]> | null; tags?: number[] | null } | null;
  }>(`/project/${projectSlug}/lock/${resourceId}?fetch_revision=${fetchRevision}`);
  if (answer.type !== 'acquired') return { type: 'not_acquired' };
  const revision = answer.revision;
  if (!revision) return { type: 'acquired' };
  return { type: 'acquired', revision: { title: revision.title, model: revision.content, objectives: revision.objectives ?? {}, tags: revision.tags ?? [] } };
}

/** Gives the lock back; `keepalive` when the page is closing. */
export function unlockActivity(api: ApiClient, projectSlug: string, resourceId: number, keepalive = false): Promise<unknown> {
  return api.request('DELETE', `/project/${projectSlug}/lock/${resourceId}`, undefined, { keepalive });
}

/** Saves a banked activity under its own lock; `releaseLock` for the last save of a closing page. */
export async function saveBankActivity(
  api: ApiClient,
  projectSlug: string,
  resourceId: number,
  edits: BankEdits,
  options: { releaseLock?: boolean; keepalive?: boolean } = {},
): Promise<void> {
  const { authoring, ...content } = edits.model;
  const body = { title: edits.title, content, authoring, objectives: edits.objectives, tags: edits.tags, ...(options.releaseLock ? { releaseLock: true } : {}) };
  await api.request('PUT', `/storage/project/${projectSlug}/resource/${resourceId}?lock=${resourceId}`, body, { keepalive: options.keepalive });
}

/** Deletes a banked activity whose lock this author holds. */
export async function deleteBankActivity(api: ApiClient, projectSlug: string, resourceId: number): Promise<void> {
  await api.delete(`/storage/project/${projectSlug}/resource/${resourceId}?lock=${resourceId}`);
}

/** Creates a banked activity of a type (the copy variant when a title is given); answers its resource id. */
export async function createBankActivity(
  api: ApiClient,
  projectSlug: string,
  typeSlug: string,
  activity: { model: unknown; title?: string; objectives?: Record<string, number[]>; tags?: number[] },
): Promise<number> {
  const answer = await api.post<{ resourceId: number }>(`/project/${projectSlug}/activity/${typeSlug}`, { ...activity, scope: 'banked' });
  return answer.resourceId;
}

export async function deleteBankActivities(api: ApiClient, projectSlug: string, resourceIds: readonly number[]): Promise<void> {
  await api.post(`/project/${projectSlug}/delete/activity/bulk`, { resourceIds });
}
