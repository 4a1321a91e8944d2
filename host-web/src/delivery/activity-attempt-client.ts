import type { PartResponse } from '@quire/core';
import type { ActivityAttemptState } from '@quire/plugin-sdk/delivery';
import type { ApiClient } from '../app/api-client.js';
import type { QueuedRequest } from './state/offline-queue.js';

/** An attempt as the server delivers it: the (shuffled) model and the attempt's state. */
export interface DeliveredAttempt {
  readonly model: Record<string, unknown>;
  readonly state: ActivityAttemptState;
}

/** One row of the review-mode attempt selector (delivery §3 "Review attempt"). */
export interface AttemptSummary {
  readonly attemptGuid: string;
  readonly attemptNumber: number;
  readonly state: string;
  readonly date: string | null;
  readonly score: number | null;
  readonly outOf: number | null;
}

export interface AttemptHistory {
  readonly scoringStrategy: string;
  readonly combinedScore: { score: number; outOf: number } | null;
  /** Latest first. */
  readonly attempts: readonly AttemptSummary[];
}

/** The learner's calls for one activity of a section (delivery §7). */
export class ActivityAttemptClient {
  constructor(
    private readonly api: ApiClient,
    private readonly sectionSlug: string,
    private readonly activityId: number,
  ) {}

  /** The attempt's route under `/api/v1`; a submission is a PUT to it. */
  attemptPath(guid: string): string {
    return `/state/course/${encodeURIComponent(this.sectionSlug)}/activity_attempt/${encodeURIComponent(guid)}`;
  }

  load(guid: string): Promise<DeliveredAttempt> {
    return this.api.get<DeliveredAttempt>(this.attemptPath(guid));
  }

  /**
   * The submission of every part's response, as a request the offline queue can keep:
   * PUT `{partInputs: [{attemptGuid (the part attempt's), response: {input}}]}`; the
   * server answers `{state}`, the evaluated attempt.
   */
  submitRequest(attempt: ActivityAttemptState, responses: readonly PartResponse[]): QueuedRequest {
    const guidByPart = new Map(attempt.parts.map((part) => [part.partId, part.attemptGuid]));
    const partInputs = responses.map((response) => ({ attemptGuid: guidByPart.get(response.partId) ?? response.partId, response: { input: response.input } }));
    return { kind: 'answer', method: 'PUT', path: this.attemptPath(attempt.attemptGuid), body: { partInputs } };
  }

  /** Answers every part; the server evaluates and answers the closed attempt. */
  async submit(attempt: ActivityAttemptState, responses: readonly PartResponse[]): Promise<ActivityAttemptState> {
    const request = this.submitRequest(attempt, responses);
    const answer = await this.api.put<{ state: ActivityAttemptState }>(request.path, request.body);
    return answer.state;
  }

  reset(guid: string): Promise<DeliveredAttempt> {
    return this.api.post<DeliveredAttempt>(`${this.attemptPath(guid)}/reset`);
  }

  requestHint(guid: string, partAttemptGuid: string): Promise<{ hint: unknown; hasMoreHints: boolean }> {
    return this.api.post(`${this.attemptPath(guid)}/part_attempt/${encodeURIComponent(partAttemptGuid)}/hint`);
  }

  history(): Promise<AttemptHistory> {
    return this.api.get<AttemptHistory>(`/sections/${encodeURIComponent(this.sectionSlug)}/activity/${this.activityId}/attempts`);
  }
}
