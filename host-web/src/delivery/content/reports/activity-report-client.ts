import { isRecord } from '@quire/core';
import { ApiError, NETWORK_FAILURE, type ApiClient } from '../../../app/api-client.js';

/** What a report shows when it cannot be loaded and the server gave no message (delivery §8). */
export const REPORT_LOAD_ERROR = 'Error: unable to load report';

/** The answer of `GET /activity/report/{sectionSlug}/{activityId}` (delivery §7). */
export interface ActivityReport {
  readonly type: string;
  readonly parent: { readonly slug: string; readonly title: string } | null;
  /** A Vega-Lite spec; the renderers read its `data.values` and `encoding`. */
  readonly spec: Record<string, unknown>;
  /** The activity's stem as HTML, sanitised by the server and again before it is shown. */
  readonly prompts: string;
  readonly message: string;
  /** Typed answers this reader may not see (a learner, without a report item asking for them): no chart. */
  readonly answersHidden: boolean;
  /** For the section's instructors and the project's authors: each learner's latest answer. */
  readonly answersByLearner?: readonly { readonly name: string; readonly answer: string }[];
}


function parseParent(value: unknown): ActivityReport['parent'] | undefined {
  if (value === null) return null;
  if (isRecord(value) && typeof value.slug === 'string' && typeof value.title === 'string') return { slug: value.slug, title: value.title };
  return undefined;
}

/** The report in an answer, or undefined when the answer is not one. */
export function parseActivityReport(body: unknown): ActivityReport | undefined {
  if (!isRecord(body)) return undefined;
  const parent = parseParent(body.parent);
  const { type, spec, prompts, message } = body;
  if (typeof type !== 'string' || parent === undefined || !isRecord(spec) || typeof prompts !== 'string' || typeof message !== 'string') return undefined;
  const named = Array.isArray(body.answersByLearner)
    ? body.answersByLearner.filter((row): row is { name: string; answer: string } => isRecord(row) && typeof row.name === 'string' && typeof row.answer === 'string')
    : undefined;
  return { type, parent, spec, prompts, message, answersHidden: body.answersHidden === true, ...(named ? { answersByLearner: named } : {}) };
}

/** Loads the report of the section's learners' answers to an activity. */
export async function loadActivityReport(api: ApiClient, sectionSlug: string, activityId: number | string): Promise<ActivityReport> {
  const body = await api.get<unknown>(`/activity/report/${encodeURIComponent(sectionSlug)}/${encodeURIComponent(String(activityId))}`);
  const report = parseActivityReport(body);
  if (!report) throw new Error(REPORT_LOAD_ERROR);
  return report;
}

/**
 * What a failed load shows: the server's message when it sent one, else
 * {@link REPORT_LOAD_ERROR} (offline, an empty or non-JSON error page, a malformed answer).
 */
export function reportLoadFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === NETWORK_FAILURE) return REPORT_LOAD_ERROR;
  const message = error.message.trim();
  // The client falls back to the status text or the raw body when no JSON message came.
  if (message === '' || message === error.statusText || message.startsWith('<')) return REPORT_LOAD_ERROR;
  return message;
}
